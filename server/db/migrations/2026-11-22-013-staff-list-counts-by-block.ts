/**
 * For databases migrated while migration 012 briefly counted records in 16 slots rather than
 * blocks of ids (development copies of 22 Nov 2026): replaces those counters with today's 012.
 * Anywhere else it does nothing. Frozen. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { down as dropCounters, up as createCounters } from "./2026-11-22-012-staff-list-counts";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = pg
    ? await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_name = 'list_counts'`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info('list_counts')`.execute(db);
  if (!rows.some((column) => column.name === "slot")) return;
  await dropCounters(db);
  await createCounters(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the counters it leaves are the ones migration 012 makes.
}
