/**
 * Files waiting to be deleted (security review 2, T-03): an erasure or retention run writes one row
 * per resume file in the same transaction that deletes the records, and a retried job deletes the
 * file, then the row. A failed delete (the bucket unreachable) stays here with its error and is
 * tried again later, so no file is forgotten once its record is gone. Frozen: later changes are
 * new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("file_deletions")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("queued_at", timestamp, (c) => c.notNull())
    // Not before then: a process trying it holds it until then, a failed try waits until then.
    .addColumn("next_attempt_at", timestamp, (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .execute();
  await db.schema
    .createIndex("file_deletions_next_attempt_at")
    .on("file_deletions")
    .column("next_attempt_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("file_deletions").execute();
}
