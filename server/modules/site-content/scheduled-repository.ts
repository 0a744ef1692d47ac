/**
 * The SQL of scheduled publishing: published versions waiting for their time, holding one back,
 * recording one as live, and a person's waiting publishes (scheduled-publishing.ts has the rules).
 */
import type { Kysely, Transaction } from "kysely";
import type { StillLive } from "#contracts/collections/published";
import type { Database } from "#server/db/schema";
import { countPublishedChange, storedFields, storedJson, takenOff } from "./content-repository";

type Db = Kysely<Database> | Transaction<Database>;

export interface WaitingRow {
  id: number;
  collection: string;
  slug: string;
  title: string;
  published: string;
  published_version: number;
  published_by: number | null;
  published_by_email: string | null;
  /** The scheduler's account now: whether it is active and the roles it holds (null without a scheduler). */
  published_by_active: number | null;
  published_by_roles: string | null;
}

/** Published versions not yet recorded as live: publishes scheduled for a later time. */
export async function waitingToGoLive(db: Db): Promise<WaitingRow[]> {
  const rows = await db
    .selectFrom("content_items as i")
    .leftJoin("staff_users as u", "u.id", "i.published_by")
    .select([
      "i.id",
      "i.collection",
      "i.slug",
      "i.title",
      "i.published",
      "i.published_version",
      "i.published_by",
      "u.email as published_by_email",
      "u.active as published_by_active",
      "u.roles as published_by_roles",
    ])
    .where("i.published", "is not", null)
    .where((eb) =>
      eb.or([eb("i.went_live_version", "is", null), eb("i.went_live_version", "!=", eb.ref("i.published_version"))]),
    )
    .execute();
  return rows as WaitingRow[];
}

/**
 * Takes a published version off the site before it went live (its draft stays): true for the one
 * process whose UPDATE did it. The version it was to replace, if one is on the site, stays there
 * as the published one, with its translations (decision 081). The count of published changes
 * moves, so every process redraws.
 */
export async function holdScheduled(db: Kysely<Database>, id: number, version: number, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("content_items").select("still_live").where("id", "=", id).executeTakeFirst();
    const kept = row?.still_live ? storedFields<StillLive>(row.still_live) : undefined;
    const result = await trx
      .updateTable("content_items")
      .set(
        kept
          ? {
              published: storedJson(kept.fields),
              published_version: kept.version,
              went_live_version: kept.version,
              still_live: null,
              updated_at: at,
            }
          : takenOff(at),
      )
      .where("id", "=", id)
      .where("published_version", "=", version)
      .where((eb) => eb.or([eb("went_live_version", "is", null), eb("went_live_version", "!=", version)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (kept) await putBackTranslations(trx, id, kept.translations ?? {});
    await countPublishedChange(trx, at);
    return true;
  });
}

/** Each locale's text on the site as it was kept; a locale it had none for has none again. */
async function putBackTranslations(trx: Db, id: number, texts: Partial<Record<string, object>>): Promise<void> {
  const rows = await trx.selectFrom("content_translations").select("locale").where("item_id", "=", id).execute();
  for (const { locale } of rows) {
    const text = texts[locale];
    await trx
      .updateTable("content_translations")
      .set({ published: text ? storedJson(text) : null })
      .where("item_id", "=", id)
      .where("locale", "=", locale)
      .execute();
  }
}

/** A person's publishes waiting for their time: what deactivating them leaves on hold. */
export async function scheduledBy(
  db: Db,
  userId: number,
): Promise<{ id: number; collection: string; title: string; published: string }[]> {
  return db
    .selectFrom("content_items")
    .select(["id", "collection", "title", "published"])
    .where("published_by", "=", userId)
    .where("published", "is not", null)
    .where((eb) =>
      eb.or([eb("went_live_version", "is", null), eb("went_live_version", "!=", eb.ref("published_version"))]),
    )
    .orderBy("id")
    .execute() as Promise<{ id: number; collection: string; title: string; published: string }[]>;
}

/** Marks a published version as recorded live; true for the one process whose UPDATE did it. */
export async function claimWentLive(db: Db, id: number, version: number): Promise<boolean> {
  const result = await db
    .updateTable("content_items")
    .set({ went_live_version: version, still_live: null })
    .where("id", "=", id)
    .where("published_version", "=", version)
    .where((eb) => eb.or([eb("went_live_version", "is", null), eb("went_live_version", "!=", version)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
