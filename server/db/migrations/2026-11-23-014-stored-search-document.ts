/**
 * PostgreSQL: each staff list's searched fields, joined by a unit separator and lower-cased, are
 * kept in a stored generated column `search_document`, and the trigram index moves onto it. A
 * search then re-checks the index's candidates with a plain LIKE on one stored value instead of
 * joining and case-folding the fields of every candidate (ILIKE), which was most of the cost of a
 * search that matches many rows (decision 016, "A searched page"). SQLite searches its FTS5 tables
 * and is left as it is. Frozen. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

/** The fields each list searches, in the order migration 011 joined them. */
const SEARCHED: Record<string, string[]> = {
  inquiries: ["name", "email", "contact_number"],
  job_applications: ["name", "email", "contact", "job_title"],
  catalogue_requests: ["name", "email", "contact_number", "city", "state", "product_category"],
};

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The fields as one text, joined by a unit separator so a match stays inside one field. */
function joined(fields: string[]): string {
  return fields.join(` || E'\\x1f' || `);
}

async function hasTrigramIndexes(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(
    db,
  );
  return rows.length > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const trigram = await hasTrigramIndexes(db);
  for (const [table, fields] of Object.entries(SEARCHED)) {
    await sql
      .raw(`alter table ${table} add column search_document text generated always as (lower(${joined(fields)})) stored`)
      .execute(db);
    if (!trigram) continue;
    await sql.raw(`drop index if exists ${table}_search`).execute(db);
    await sql.raw(`create index ${table}_search on ${table} using gin (search_document gin_trgm_ops)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const trigram = await hasTrigramIndexes(db);
  for (const [table, fields] of Object.entries(SEARCHED)) {
    // Dropping the column drops the index on it; migration 011's expression index comes back.
    await sql.raw(`alter table ${table} drop column search_document`).execute(db);
    if (!trigram) continue;
    await sql.raw(`create index ${table}_search on ${table} using gin ((${joined(fields)}) gin_trgm_ops)`).execute(db);
  }
}
