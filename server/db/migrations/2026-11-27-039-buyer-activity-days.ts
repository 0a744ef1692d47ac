/**
 * The buyers list's middle pages at a million buyers (issue 24's bar, decision 066): the listed
 * buyers (not merged away) counted per UTC day of their last activity, kept by triggers, so a
 * page of the default order (last activity) finds the day it starts in by summing a few hundred
 * small rows and walks the sort index of migration 035 from that day rather than from its end.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const day = (row: string) =>
    pg ? `to_char(${row}.last_activity_at at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${row}.last_activity_at, 1, 10)`;
  await db.schema
    .createTable("buyer_activity_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("total", "integer", (c) => c.notNull())
    .execute();
  await sql
    .raw(
      `insert into buyer_activity_days (day, total)
       select ${day("buyers")}, count(*) from buyers where merged_into is null group by ${day("buyers")}`,
    )
    .execute(db);
  const add = `insert into buyer_activity_days (day, total) values (${day("new")}, 1)
     on conflict (day) do update set total = buyer_activity_days.total + 1;`;
  const remove = `update buyer_activity_days set total = total - 1 where day = ${day("old")};`;
  const moved = `(old.merged_into is null) <> (new.merged_into is null)
     or (new.merged_into is null and ${day("old")} <> ${day("new")})`;
  if (pg) {
    await sql
      .raw(
        `create function buyer_activity_days_track() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') and old.merged_into is null then ${remove} end if;
           if tg_op in ('UPDATE', 'INSERT') and new.merged_into is null then ${add} end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger buyer_activity_days after insert or delete on buyers
         for each row execute function buyer_activity_days_track()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger buyer_activity_days_moved after update of last_activity_at, merged_into on buyers
         for each row when (${moved}) execute function buyer_activity_days_track()`,
      )
      .execute(db);
    return;
  }
  const statements = [
    `create trigger buyer_activity_days_insert after insert on buyers when new.merged_into is null begin ${add} end`,
    `create trigger buyer_activity_days_delete after delete on buyers when old.merged_into is null begin ${remove} end`,
    `create trigger buyer_activity_days_moved after update of last_activity_at, merged_into on buyers when ${moved}
     begin
       update buyer_activity_days set total = total - 1 where old.merged_into is null and day = ${day("old")};
       insert into buyer_activity_days (day, total) select ${day("new")}, 1 where new.merged_into is null
         on conflict (day) do update set total = buyer_activity_days.total + 1;
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    for (const trigger of ["buyer_activity_days", "buyer_activity_days_moved"]) {
      await sql.raw(`drop trigger ${trigger} on buyers`).execute(db);
    }
    await sql`drop function buyer_activity_days_track()`.execute(db);
  } else {
    for (const event of ["insert", "delete", "moved"]) {
      await sql.raw(`drop trigger buyer_activity_days_${event}`).execute(db);
    }
  }
  await db.schema.dropTable("buyer_activity_days").execute();
}
