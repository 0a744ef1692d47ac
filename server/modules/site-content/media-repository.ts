// The SQL of the content's uploads: the photos' variant descriptions (content_photos) and the
// press-release PDFs (content_documents); the files themselves are in the uploads store.
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { ContentPhotosTable } from "#server/db/content-tables";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** What a page needs of a photo: its variants' description, not who uploaded it or when. */
export type PhotoRow = Pick<
  Selectable<ContentPhotosTable>,
  "name" | "hash" | "width" | "height" | "color" | "formats" | "widths" | "fallback_width"
>;

export async function insertPhoto(db: Db, photo: Omit<Insertable<ContentPhotosTable>, "created_at">): Promise<void> {
  await db.insertInto("content_photos").values(photo).execute();
}

export async function findPhotos(db: Db, names: readonly string[]): Promise<PhotoRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom("content_photos")
    .select(["name", "hash", "width", "height", "color", "formats", "widths", "fallback_width"])
    .where("name", "in", [...names])
    .execute();
}

export async function insertDocument(
  db: Db,
  document: { name: string; bytes: number; original_name: string | null; created_by: number | null },
): Promise<void> {
  await db.insertInto("content_documents").values(document).execute();
}

export async function documentExists(db: Db, name: string): Promise<boolean> {
  return (
    (await db.selectFrom("content_documents").select("name").where("name", "=", name).executeTakeFirst()) !== undefined
  );
}
