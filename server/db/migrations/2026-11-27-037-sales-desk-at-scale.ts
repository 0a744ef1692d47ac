/**
 * The sales desk at scale (decision 064). The working minutes from a lead's arrival to its first
 * reply, stored on the lead, so the response-time report and the dashboard add up stored numbers
 * rather than redo the working-hours arithmetic for every lead of the range. Null until counted:
 * the reply that sets `first_reply_at` counts it; leads answered before this migration, and those
 * a change of office hours cleared, are counted by the first report that reads them. And for the
 * buyer list's owner filter, an index per sort of one owner's listed buyers, and one per sort of
 * the listed buyers nobody owns (partial: the planner cannot order by the columns after an
 * `owner_id is null`), so a page is read from an index as the unfiltered list's is.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const LEAD_TABLES = ["inquiries", "catalogue_requests"] as const;
const SORTS = ["name", "last_activity_at", "created_at", "leads"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of LEAD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("first_reply_minutes", pg ? "double precision" : "real")
      .execute();
  }
  const listed = "where merged_into is null";
  for (const column of SORTS) {
    const key = column !== "name" ? column : pg ? "lower(name)" : "name collate nocase";
    await sql.raw(`create index buyers_owned_${column} on buyers (owner_id, ${key}, id) ${listed}`).execute(db);
    await sql
      .raw(`create index buyers_unowned_${column} on buyers (${key}, id) ${listed} and owner_id is null`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of SORTS) {
    await db.schema.dropIndex(`buyers_owned_${column}`).execute();
    await db.schema.dropIndex(`buyers_unowned_${column}`).execute();
  }
  for (const table of LEAD_TABLES) await db.schema.alterTable(table).dropColumn("first_reply_minutes").execute();
}
