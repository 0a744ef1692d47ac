/**
 * The working minutes from a lead's arrival to its first reply, stored on the lead (decision 064),
 * so the response-time report and the dashboard add up stored numbers rather than redo the
 * working-hours arithmetic for every lead of the range. Null until counted: the reply that sets
 * `first_reply_at` counts it; leads answered before this migration, and those a change of office
 * hours cleared, are counted by the first report that reads them. Frozen: later changes are new
 * migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter } from "kysely";

const LEAD_TABLES = ["inquiries", "catalogue_requests"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of LEAD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("first_reply_minutes", pg ? "double precision" : "real")
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) await db.schema.alterTable(table).dropColumn("first_reply_minutes").execute();
}
