/**
 * What several processes on one database share (issue 15): the form rate limit's counters, an
 * attempt marker on the sign-in throttle (an attempt is reserved before its password is checked),
 * uploaded files kept in the database in chunks, and a key that finds a repeated submission
 * without scanning everything one address sent. Frozen once released. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const LEAD_TABLES = ["inquiries", "catalogue_requests", "job_applications"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // One row per client address and window. Unlogged on PostgreSQL: counters need no crash safety
  // (a restart forgets at most one window) and skip the write-ahead log.
  await sql
    .raw(
      `create ${pg ? "unlogged " : ""}table rate_limits (
        key text primary key,
        hits integer not null,
        window_ends_at ${pg ? "timestamptz" : "text"} not null
      )`,
    )
    .execute(db);
  await db.schema.createIndex("rate_limits_window_ends").on("rate_limits").column("window_ends_at").execute();

  // The attempt that last changed the row: an attempt that finds its own id there was let through.
  await db.schema.alterTable("login_throttle").addColumn("attempt_id", "text").execute();

  // A hash of what makes two submissions the same (name, message, subject); null on older rows.
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn("repeat_key", "text").execute();
    await db.schema.createIndex(`${table}_repeat`).on(table).columns(["repeat_key", "created_at"]).execute();
  }

  // UPLOADS=database: a file is its row and its chunks; `complete` is set once every chunk is in.
  await db.schema
    .createTable("stored_files")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("complete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("stored_file_chunks")
    .addColumn("name", "text", (c) => c.notNull().references("stored_files.name").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("data", pg ? "bytea" : "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("stored_file_chunks_pk", ["name", "seq"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stored_file_chunks").execute();
  await db.schema.dropTable("stored_files").execute();
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_repeat`).execute();
    await db.schema.alterTable(table).dropColumn("repeat_key").execute();
  }
  await db.schema.alterTable("login_throttle").dropColumn("attempt_id").execute();
  await db.schema.dropTable("rate_limits").execute();
}
