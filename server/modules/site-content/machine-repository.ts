/**
 * The queries behind the machine pages' rules: which items of a collection hold a value, which
 * texts link to an address, and the addresses a machine page had before a rename (migration 031).
 */
import type { Kysely } from "kysely";
import type { Collection } from "#contracts/collections/api";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database>;

export interface StoredItem {
  id: number;
  collection: string;
  title: string;
  draft: string;
  published: string | null;
}

/** Every item of these collections, draft and published fields as stored. */
export async function itemsOf(db: Db, collections: readonly Collection[]): Promise<StoredItem[]> {
  return db
    .selectFrom("content_items")
    .select(["id", "collection", "title", "draft", "published"])
    .where("collection", "in", collections)
    .orderBy("id")
    .execute();
}

export async function itemSlugs(db: Db, collection: Collection): Promise<string[]> {
  const rows = await db.selectFrom("content_items").select("slug").where("collection", "=", collection).execute();
  return rows.map((row) => row.slug);
}

/**
 * A machine's page moved from `from` to `to`: `from` is kept as its old address, and `to`, should
 * it have been an old address, is one no longer (the page is there again).
 */
export async function recordMovedAddress(db: Db, itemId: number, from: string, to: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("machine_addresses").where("path_key", "=", to.toLowerCase()).execute();
    await trx
      .insertInto("machine_addresses")
      .values({ path: from, path_key: from.toLowerCase(), item_id: itemId, created_at: at })
      .onConflict((conflict) =>
        conflict.column("path_key").doUpdateSet({ path: from, item_id: itemId, created_at: at }),
      )
      .execute();
  });
}

/** Every address a machine page had before, with the machine now holding it (a lower-case key each). */
export async function movedAddresses(db: Db): Promise<{ pathKey: string; itemId: number }[]> {
  const rows = await db.selectFrom("machine_addresses").select(["path_key", "item_id"]).orderBy("path_key").execute();
  return rows.map((row) => ({ pathKey: row.path_key, itemId: row.item_id }));
}
