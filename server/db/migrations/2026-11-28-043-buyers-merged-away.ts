/**
 * The buyers merged away, indexed (decision 077): SQLite's broad buyer search counts its matches
 * from the FTS5 table of migration 035 without reading a buyer and takes off those merged away,
 * found here rather than by a scan; on both dialects it also serves the reference from
 * `merged_into` when a buyer is deleted. Partial: only the few merged-away buyers are in it.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index buyers_merged_away on buyers (merged_into) where merged_into is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("buyers_merged_away").execute();
}
