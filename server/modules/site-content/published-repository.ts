// The SQL that reads what is published: the published items the pages are drawn from, and the
// count of published changes that tells a process its pages are out of date.
import type { Kysely, Transaction } from "kysely";
import type { Collection } from "#contracts/collections/api";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface PublishedRow {
  id: number;
  collection: string;
  slug: string;
  position: number;
  published: string;
  first_published_at: string | null;
  /** The version on the site while `published` waits for its time (decision 081). */
  still_live: string | null;
}

/** Every published item (live, scheduled or closed), of one collection or all, in page order. */
export async function publishedItems(db: Db, collection?: Collection): Promise<PublishedRow[]> {
  let query = db
    .selectFrom("content_items")
    .select(["id", "collection", "slug", "position", "published", "first_published_at", "still_live"])
    .where("published", "is not", null);
  if (collection !== undefined) query = query.where("collection", "=", collection);
  const rows = await query.orderBy("collection").orderBy("position").orderBy("id").execute();
  return rows as PublishedRow[];
}

/** The count of published changes: a process whose pages were drawn at another count draws them again. */
export async function publishedChangeCount(db: Db): Promise<number> {
  const row = await db.selectFrom("content_state").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
  return Number(row.version);
}
