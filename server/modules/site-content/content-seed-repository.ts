/** The SQL of the first content seed: run once per database, items inserted as published. */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Collection } from "#contracts/collections/api";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { insertVersion, type NewVersion } from "./content-versions";

/**
 * Runs `seed` once for the database, whichever process gets there first: the first to mark the
 * state row seeded in its transaction seeds; any other waits for that transaction and finds it done.
 */
export async function seedOnce(
  db: Kysely<Database>,
  dialect: Dialect,
  at: string,
  seed: (trx: Transaction<Database>) => Promise<void>,
  /** The mark of this seed: the first collections', or the machines' (added later, seeded once on their own). */
  mark: "seeded_at" | "machines_seeded_at" = "seeded_at",
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") await sql`select 1 from content_state where id = 1 for update`.execute(trx);
    const claimed = await trx
      .updateTable("content_state")
      .set((eb) => ({ [mark]: at, version: eb("version", "+", 1), changed_at: at }))
      .where("id", "=", 1)
      .where(mark, "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await seed(trx);
    return true;
  });
}

/** Inserts an item as published, for the seed. */
export async function insertPublished(
  trx: Transaction<Database>,
  collection: Collection,
  slug: string,
  position: number,
  first: NewVersion,
): Promise<number> {
  const { id } = await trx
    .insertInto("content_items")
    .values({
      collection,
      slug,
      position,
      draft: first.fields,
      draft_version: 1,
      published: first.fields,
      published_version: 1,
      published_at: first.at,
      first_published_at: first.at,
      went_live_version: 1,
      title: first.title,
      search_text: first.searchText,
      created_at: first.at,
      updated_at: first.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertVersion(trx, id, 1, first);
  return id;
}
