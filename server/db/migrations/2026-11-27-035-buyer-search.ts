/**
 * The buyers list at a million buyers (issue 24's bar, bench/buyers.ts): an index per sort of the
 * listed buyers (those not merged away), so a page and the count read an index rather than the
 * table, and a substring search index over `search_text` as the staff lists have (migration 011):
 * FTS5 with the trigram tokenizer on SQLite, pg_trgm GIN on PostgreSQL. Text sorts are
 * case-insensitive: `collate nocase` on SQLite, `lower()` on PostgreSQL. The listed buyers are
 * counted by triggers into migration 012's `list_counts` (table "buyers", `is_spam` 1 for a buyer
 * merged away), so the list's total is a sum of small rows rather than a count over a million.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const SORTS = ["last_activity_at", "created_at", "leads"] as const;
/** As migration 012: blocks of 4,096 ids, 4 lanes each. */
const BLOCK = 4096;
const LANES = 4;

async function createCounters(db: Kysely<any>, pg: boolean): Promise<void> {
  const merged = (row: string) => `case when ${row}.merged_into is null then 0 else 1 end`;
  await sql
    .raw(
      `insert into list_counts (table_name, is_spam, block, lane, total)
       select 'buyers', ${merged("buyers")}, id / ${BLOCK}, id % ${LANES}, count(*) from buyers
       group by ${merged("buyers")}, id / ${BLOCK}, id % ${LANES}`,
    )
    .execute(db);
  const add = `insert into list_counts (table_name, is_spam, block, lane, total)
     values ('buyers', ${merged("new")}, new.id / ${BLOCK}, new.id % ${LANES}, 1)
     on conflict (table_name, is_spam, block, lane) do update set total = list_counts.total + 1;`;
  const remove = `update list_counts set total = total - 1 where table_name = 'buyers'
     and is_spam = ${merged("old")} and block = old.id / ${BLOCK} and lane = old.id % ${LANES};`;
  const changed = "(old.merged_into is null) <> (new.merged_into is null)";
  if (pg) {
    await sql
      .raw(
        `create function buyers_count_track() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') then ${remove} end if;
           if tg_op in ('UPDATE', 'INSERT') then ${add} end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger buyers_count after insert or delete on buyers for each row execute function buyers_count_track()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger buyers_count_merged after update of merged_into on buyers for each row
         when (${changed}) execute function buyers_count_track()`,
      )
      .execute(db);
    return;
  }
  await sql.raw(`create trigger buyers_count_insert after insert on buyers begin ${add} end`).execute(db);
  await sql.raw(`create trigger buyers_count_delete after delete on buyers begin ${remove} end`).execute(db);
  await sql
    .raw(
      `create trigger buyers_count_merged after update of merged_into on buyers when ${changed} begin ${remove} ${add} end`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await createCounters(db, pg);
  const listed = "where merged_into is null";
  const name = pg ? "lower(name)" : "name collate nocase";
  await sql.raw(`create index buyers_listed_name on buyers (${name}, id) ${listed}`).execute(db);
  for (const column of SORTS) {
    await sql.raw(`create index buyers_listed_${column} on buyers (${column}, id) ${listed}`).execute(db);
  }
  if (pg) {
    const { rows } = await sql<{
      name: string;
    }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index buyers_search on buyers using gin (search_text gin_trgm_ops)`.execute(db);
    }
    return;
  }
  // External content kept in step by triggers; only a change of search_text touches it.
  const statements = [
    `create virtual table buyers_search using fts5(search_text, content='buyers', content_rowid='id', tokenize='trigram case_sensitive 0', detail='full')`,
    `insert into buyers_search(buyers_search) values ('rebuild')`,
    `create trigger buyers_search_insert after insert on buyers begin
       insert into buyers_search(rowid, search_text) values (new.id, new.search_text);
     end`,
    `create trigger buyers_search_delete after delete on buyers begin
       insert into buyers_search(buyers_search, rowid, search_text) values ('delete', old.id, old.search_text);
     end`,
    `create trigger buyers_search_update after update of search_text on buyers begin
       insert into buyers_search(buyers_search, rowid, search_text) values ('delete', old.id, old.search_text);
       insert into buyers_search(rowid, search_text) values (new.id, new.search_text);
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of ["name", ...SORTS]) await db.schema.dropIndex(`buyers_listed_${column}`).execute();
  const counters = pg
    ? ["buyers_count", "buyers_count_merged"]
    : ["buyers_count_insert", "buyers_count_delete", "buyers_count_merged"];
  for (const trigger of counters)
    await sql.raw(pg ? `drop trigger ${trigger} on buyers` : `drop trigger ${trigger}`).execute(db);
  await sql`delete from list_counts where table_name = 'buyers'`.execute(db);
  if (pg) {
    await sql`drop function buyers_count_track()`.execute(db);
    await db.schema.dropIndex("buyers_search").ifExists().execute();
    return;
  }
  for (const event of ["insert", "delete", "update"]) await sql.raw(`drop trigger buyers_search_${event}`).execute(db);
  await sql`drop table buyers_search`.execute(db);
}
