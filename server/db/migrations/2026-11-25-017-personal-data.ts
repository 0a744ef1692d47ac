/**
 * Personal data (issue 13): an index on lower(email) in each lead table, so that the
 * administrators' find, export and erase look a person up without reading every record; an index
 * on created_at in each, so that retention finds the expired records the same way; and
 * `scheduled_jobs`, one row per job that must run once a day whichever process gets there first
 * (a process claims the row for a while; the others skip it). Frozen. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const LEAD_TABLES = ["inquiries", "catalogue_requests", "job_applications"];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  for (const table of LEAD_TABLES) {
    await sql.raw(`create index ${table}_email_lower on ${table} (lower(email))`).execute(db);
    await db.schema.createIndex(`${table}_created_at`).on(table).columns(["created_at", "id"]).execute();
  }
  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("claimed_until", timestamp)
    .addColumn("last_finished_at", timestamp)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("scheduled_jobs").execute();
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_created_at`).execute();
    await db.schema.dropIndex(`${table}_email_lower`).execute();
  }
}
