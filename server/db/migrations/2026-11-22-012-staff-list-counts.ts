/**
 * Record counts of the staff lists kept by triggers, so a list's total is a sum of 16 small rows
 * instead of a count over a million (docs/decisions: staff lists at scale). Each table and spam
 * flag has 16 slots, picked by id, so concurrent inserts on PostgreSQL rarely wait on one row.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const TABLES = ["inquiries", "job_applications", "catalogue_requests"] as const;
const SLOTS = 16;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("list_counts")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("is_spam", "integer", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull())
    .addColumn("total", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("list_counts_pk", ["table_name", "is_spam", "slot"])
    .execute();

  for (const table of TABLES) {
    for (const isSpam of [0, 1]) {
      for (let slot = 0; slot < SLOTS; slot++) {
        await db.insertInto("list_counts").values({ table_name: table, is_spam: isSpam, slot, total: 0 }).execute();
      }
    }
    await sql
      .raw(
        `update list_counts set total = counted.total
           from (select is_spam, id % ${SLOTS} as slot, count(*) as total from ${table} group by is_spam, id % ${SLOTS}) as counted
          where list_counts.table_name = '${table}' and list_counts.is_spam = counted.is_spam and list_counts.slot = counted.slot`,
      )
      .execute(db);
  }

  if (pg) {
    await sql
      .raw(
        `create function list_counts_track() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') then
             update list_counts set total = total - 1
              where table_name = tg_table_name and is_spam = old.is_spam and slot = old.id % ${SLOTS};
           end if;
           if tg_op in ('UPDATE', 'INSERT') then
             update list_counts set total = total + 1
              where table_name = tg_table_name and is_spam = new.is_spam and slot = new.id % ${SLOTS};
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const table of TABLES) {
      await sql.raw(`create trigger ${table}_count after insert or delete on ${table} for each row execute function list_counts_track()`).execute(db);
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
    const change = (row: "new" | "old", delta: string) =>
      `update list_counts set total = total ${delta} 1 where table_name = '${table}' and is_spam = ${row}.is_spam and slot = ${row}.id % ${SLOTS};`;
    await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${change("new", "+")} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_delete after delete on ${table} begin ${change("old", "-")} end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_count_spam after update of is_spam on ${table} when old.is_spam <> new.is_spam
         begin ${change("old", "-")} ${change("new", "+")} end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    const triggers = pg ? [`${table}_count`, `${table}_count_spam`] : [`${table}_count_insert`, `${table}_count_delete`, `${table}_count_spam`];
    for (const trigger of triggers) await sql.raw(pg ? `drop trigger ${trigger} on ${table}` : `drop trigger ${trigger}`).execute(db);
  }
  if (pg) await sql.raw("drop function list_counts_track()").execute(db);
  await db.schema.dropTable("list_counts").execute();
}
