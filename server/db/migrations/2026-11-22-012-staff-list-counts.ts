/**
 * Record counts of the staff lists kept by triggers (docs/decisions: staff lists at scale): per
 * table, spam flag and block of 4,096 ids, so a list's total is a sum of a few hundred small rows
 * instead of a count over a million, and a page deep in id order starts from the right block.
 * Each block has 4 lanes (id % 4), so concurrent inserts on PostgreSQL rarely wait on one row.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const TABLES = ["inquiries", "job_applications", "catalogue_requests"] as const;
/** Also in server/modules/admin-lists/list-repository.ts. */
const BLOCK = 4096;
const LANES = 4;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("list_counts")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("is_spam", "integer", (c) => c.notNull())
    .addColumn("block", "integer", (c) => c.notNull())
    .addColumn("lane", "integer", (c) => c.notNull())
    .addColumn("total", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("list_counts_pk", ["table_name", "is_spam", "block", "lane"])
    .execute();

  for (const table of TABLES) {
    await sql
      .raw(
        `insert into list_counts (table_name, is_spam, block, lane, total)
         select '${table}', is_spam, id / ${BLOCK}, id % ${LANES}, count(*) from ${table} group by is_spam, id / ${BLOCK}, id % ${LANES}`,
      )
      .execute(db);
  }

  const add = (table: string, row: "new") =>
    `insert into list_counts (table_name, is_spam, block, lane, total)
     values (${table}, ${row}.is_spam, ${row}.id / ${BLOCK}, ${row}.id % ${LANES}, 1)
     on conflict (table_name, is_spam, block, lane) do update set total = list_counts.total + 1;`;
  const remove = (table: string, row: "old") =>
    `update list_counts set total = total - 1
      where table_name = ${table} and is_spam = ${row}.is_spam and block = ${row}.id / ${BLOCK} and lane = ${row}.id % ${LANES};`;

  if (pg) {
    await sql
      .raw(
        `create function list_counts_track() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') then ${remove("tg_table_name", "old")} end if;
           if tg_op in ('UPDATE', 'INSERT') then ${add("tg_table_name", "new")} end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const table of TABLES) {
      await sql
        .raw(
          `create trigger ${table}_count after insert or delete on ${table} for each row execute function list_counts_track()`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_count_spam after update of is_spam on ${table} for each row
           when (old.is_spam <> new.is_spam) execute function list_counts_track()`,
        )
        .execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    const name = `'${table}'`;
    await sql
      .raw(`create trigger ${table}_count_insert after insert on ${table} begin ${add(name, "new")} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_count_delete after delete on ${table} begin ${remove(name, "old")} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_count_spam after update of is_spam on ${table} when old.is_spam <> new.is_spam
         begin ${remove(name, "old")} ${add(name, "new")} end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    const triggers = pg
      ? [`${table}_count`, `${table}_count_spam`]
      : [`${table}_count_insert`, `${table}_count_delete`, `${table}_count_spam`];
    for (const trigger of triggers)
      await sql.raw(pg ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`).execute(db);
  }
  if (pg) await sql.raw("drop function list_counts_track()").execute(db);
  await db.schema.dropTable("list_counts").execute();
}
