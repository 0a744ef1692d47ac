/**
 * The SQL of content translations (migration 033): one row per item and locale with the text being
 * edited, the English each field was translated from (as hashes), the review mark and the text on
 * the site, and every saved state of it against the item's version.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { TranslationLocale } from "#contracts/collections/locales";
import type { Database } from "#server/db/schema";
import { ConcurrentChange } from "./content-repository";

type Db = Kysely<Database> | Transaction<Database>;

export type TranslationRow = Selectable<Database["content_translations"]>;

export type TranslationAction = "seeded" | "edited" | "reviewed" | "restored";

export interface TranslationState {
  /** JSON of the translated text fields. */
  fields: string;
  /** JSON of the English hashes, by field. */
  sources: string;
  reviewed: boolean;
}

export async function translationsOf(db: Db, itemIds: readonly number[]): Promise<TranslationRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom("content_translations")
    .selectAll()
    .where("item_id", "in", [...itemIds])
    .execute();
}

/**
 * Writes a locale's translation as its next saved state. `previous` is the row it was read as
 * (undefined for the first): a save that finds it moved meanwhile is refused, like an item's.
 */
export async function saveTranslation(
  db: Db,
  {
    itemId,
    locale,
    previous,
    state,
    itemVersion,
    action,
    by,
    at,
  }: {
    itemId: number;
    locale: TranslationLocale;
    previous: TranslationRow | undefined;
    state: TranslationState;
    itemVersion: number;
    action: TranslationAction;
    by: number | null;
    at: string;
  },
): Promise<void> {
  const version = (previous?.version ?? 0) + 1;
  const reviewed = state.reviewed ? 1 : 0;
  const write = async (trx: Transaction<Database>) => {
    if (previous) {
      const updated = await trx
        .updateTable("content_translations")
        .set({ draft: state.fields, sources: state.sources, reviewed, version, updated_at: at })
        .where("item_id", "=", itemId)
        .where("locale", "=", locale)
        .where("version", "=", previous.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ConcurrentChange();
    } else {
      const inserted = await trx
        .insertInto("content_translations")
        .values({
          item_id: itemId,
          locale,
          draft: state.fields,
          sources: state.sources,
          reviewed,
          version,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.columns(["item_id", "locale"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new ConcurrentChange();
    }
    await trx
      .insertInto("content_translation_versions")
      .values({
        item_id: itemId,
        locale,
        version,
        item_version: itemVersion,
        action,
        fields: state.fields,
        sources: state.sources,
        reviewed,
        created_at: at,
        created_by: by,
      })
      .execute();
  };
  if (db.isTransaction) await write(db as Transaction<Database>);
  else await (db as Kysely<Database>).transaction().execute(write);
}

/** Each locale's latest saved state written against the item at `itemVersion` or before it. */
export async function translationsAsOf(
  db: Db,
  itemId: number,
  itemVersion: number,
): Promise<Map<TranslationLocale, TranslationState>> {
  const rows = await db
    .selectFrom("content_translation_versions")
    .select(["locale", "fields", "sources", "reviewed"])
    .where("item_id", "=", itemId)
    .where("item_version", "<=", itemVersion)
    .orderBy("version", "asc")
    .execute();
  const states = new Map<TranslationLocale, TranslationState>();
  for (const row of rows) {
    states.set(row.locale as TranslationLocale, {
      fields: row.fields,
      sources: row.sources,
      reviewed: row.reviewed === 1,
    });
  }
  return states;
}

/** At a publish: each locale's text on the site, in the publish's transaction. */
export async function publishTranslations(
  trx: Transaction<Database>,
  itemId: number,
  published: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [locale, text] of published) {
    await trx
      .updateTable("content_translations")
      .set({ published: text })
      .where("item_id", "=", itemId)
      .where("locale", "=", locale)
      .execute();
  }
}

/** The published text of every locale of these items. */
export async function publishedTranslations(
  db: Db,
  itemIds: readonly number[],
): Promise<{ item_id: number; locale: string; published: string }[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectFrom("content_translations")
    .select(["item_id", "locale", "published"])
    .where("item_id", "in", [...itemIds])
    .where("published", "is not", null)
    .execute();
  return rows as { item_id: number; locale: string; published: string }[];
}
