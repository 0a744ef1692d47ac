/**
 * UPLOADS=database: a file is a row of stored_files and its bytes in 256 KiB rows of
 * stored_file_chunks (migration 016), on SQLite and PostgreSQL alike. Chunked rows rather than
 * PostgreSQL's large objects: they go with the row they belong to (a delete cascades, pg_dump
 * needs no flag), they work on both dialects, and each is read and written by one short
 * statement, so no connection is held for as long as a slow client takes to upload. A file is
 * `complete` once its last chunk is in; an incomplete one (its process died) is never served and
 * is swept after an hour.
 */
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { FileStore, StoredObject } from "./file-store";

export const CHUNK_BYTES = 256 * 1024;
const LIST_PAGE = 1000;

export function databaseFileStore(db: Kysely<Database>): FileStore {
  async function remove(name: string) {
    // Chunks first: SQLite only cascades with foreign keys on, which a copied database may not have.
    await db.deleteFrom("stored_file_chunks").where("name", "=", name).execute();
    await db.deleteFrom("stored_files").where("name", "=", name).execute();
  }

  return {
    kind: "database",
    async put(name, body, { contentType }) {
      await remove(name);
      await db.insertInto("stored_files").values({ name, content_type: contentType, size: 0, complete: 0 }).execute();
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await db.insertInto("stored_file_chunks").values({ name, seq: seq++, data }).execute();
      };
      try {
        for await (const chunk of body) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
          size += bytes.length;
          for (let offset = 0; offset < bytes.length;) {
            const take = Math.min(CHUNK_BYTES - pendingBytes, bytes.length - offset);
            pending.push(bytes.subarray(offset, offset + take));
            pendingBytes += take;
            offset += take;
            if (pendingBytes === CHUNK_BYTES) await flush();
          }
        }
        await flush();
        await db.updateTable("stored_files").set({ size, complete: 1 }).where("name", "=", name).execute();
      } catch (error) {
        await remove(name).catch(() => {});
        throw error;
      }
    },
    async get(name): Promise<StoredObject | undefined> {
      const file = await db
        .selectFrom("stored_files")
        .select(["size", "content_type"])
        .where("name", "=", name)
        .where("complete", "=", 1)
        .executeTakeFirst();
      if (!file) return undefined;
      async function* chunks() {
        for (let seq = 0; ; seq++) {
          const row = await db
            .selectFrom("stored_file_chunks")
            .select("data")
            .where("name", "=", name)
            .where("seq", "=", seq)
            .executeTakeFirst();
          if (!row) return;
          yield row.data;
        }
      }
      return { body: Readable.from(chunks()), size: Number(file.size), contentType: file.content_type };
    },
    delete: remove,
    async exists(name) {
      const row = await db
        .selectFrom("stored_files")
        .select("name")
        .where("name", "=", name)
        .where("complete", "=", 1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async usedBytes() {
      // Complete files only: one still arriving is counted by the upload limits as admitted.
      const stored = await db
        .selectFrom("stored_files")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("size"), eb.lit(0)).as("bytes"))
        .where("complete", "=", 1)
        .executeTakeFirstOrThrow();
      return Number(stored.bytes);
    },
    async *list() {
      // A page at a time by name, so a large store is never read in one answer.
      let after = "";
      for (;;) {
        const page = await db
          .selectFrom("stored_files")
          .select(["name", "created_at"])
          .where("complete", "=", 1)
          .where("name", ">", after)
          .orderBy("name")
          .limit(LIST_PAGE)
          .execute();
        for (const row of page) yield { name: row.name, storedAt: new Date(row.created_at) };
        if (page.length < LIST_PAGE) return;
        after = page[page.length - 1]!.name;
      }
    },
  };
}

/** Removes files whose upload never finished (the process storing them died) after `olderThanMs`. */
export async function sweepIncompleteFiles(db: Kysely<Database>, olderThanMs: number): Promise<number> {
  const stale = await db
    .selectFrom("stored_files")
    .select("name")
    .where("complete", "=", 0)
    .where("created_at", "<", new Date(Date.now() - olderThanMs).toISOString())
    .execute();
  for (const { name } of stale) {
    await db.deleteFrom("stored_file_chunks").where("name", "=", name).execute();
    await db.deleteFrom("stored_files").where("name", "=", name).execute();
  }
  return stale.length;
}
