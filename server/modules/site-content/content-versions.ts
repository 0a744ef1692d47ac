/** The versions of a content item (migration 019): each save, restore or seed is one, kept for the history. */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export type VersionAction = "seeded" | "created" | "edited" | "restored";

export interface NewVersion {
  fields: string;
  title: string;
  searchText: string;
  action: VersionAction;
  restoredFrom?: number;
  createdBy: number | null;
  at: string;
}

export async function insertVersion(db: Db, itemId: number, version: number, change: NewVersion): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({
      item_id: itemId,
      version,
      action: change.action,
      restored_from: change.restoredFrom ?? null,
      fields: change.fields,
      created_at: change.at,
      created_by: change.createdBy,
    })
    .execute();
}

export interface VersionRow {
  version: number;
  action: string;
  restored_from: number | null;
  fields: string;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
}

export async function listVersions(db: Db, itemId: number): Promise<VersionRow[]> {
  return db
    .selectFrom("content_versions as v")
    .leftJoin("staff_users as u", "u.id", "v.created_by")
    .select([
      "v.version",
      "v.action",
      "v.restored_from",
      "v.fields",
      "v.created_at",
      "v.created_by",
      "u.name as created_by_name",
    ])
    .where("v.item_id", "=", itemId)
    .orderBy("v.version", "desc")
    .execute();
}

export async function findVersion(db: Db, itemId: number, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("content_versions")
    .select("fields")
    .where("item_id", "=", itemId)
    .where("version", "=", version)
    .executeTakeFirst();
  return row?.fields;
}
