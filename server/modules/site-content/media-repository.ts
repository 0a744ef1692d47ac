// The SQL of the content's uploads: the photos' variant descriptions (content_photos) and the
// press-release PDFs (content_documents); the files themselves are in the uploads store.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface PhotoRow {
  name: string;
  hash: string;
  width: number;
  height: number;
  color: string;
  formats: string;
  widths: string;
  fallback_width: number;
}

export async function insertPhoto(
  db: Db,
  photo: PhotoRow & { original_name: string | null; original_bytes: number; created_by: number | null },
): Promise<void> {
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
