/**
 * The lead lists sorted by owner (issue 24): each inquiry and catalogue request keeps its owner's
 * name in `owner_sort` ('' for nobody), written by triggers when the owner changes or a staff
 * member is renamed, so the Owner column sorts by name through an index as the other text columns
 * do (`collate nocase` on SQLite, `lower()` on PostgreSQL, as migration 011).
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const TABLES = ["inquiries", "catalogue_requests"] as const;

const ownerName = (ownerId: string) => `coalesce((select name from staff_users where id = ${ownerId}), '')`;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    await sql.raw(`alter table ${table} add column owner_sort text not null default ''`).execute(db);
    await sql
      .raw(`update ${table} set owner_sort = ${ownerName(`${table}.owner_id`)} where owner_id is not null`)
      .execute(db);
    const index = pg
      ? "(is_spam, lower(owner_sort), id) include (owner_sort)"
      : "(is_spam, owner_sort collate nocase, id)";
    await sql.raw(`create index ${table}_sort_owner_sort on ${table} ${index}`).execute(db);
  }
  if (pg) {
    await sql
      .raw(
        `create function lead_owner_sort() returns trigger language plpgsql as $$
         begin new.owner_sort := ${ownerName("new.owner_id")}; return new; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function staff_owner_sort() returns trigger language plpgsql as $$
         begin
           ${TABLES.map((table) => `update ${table} set owner_sort = new.name where owner_id = new.id;`).join("\n")}
           return null;
         end $$`,
      )
      .execute(db);
    for (const table of TABLES) {
      await sql
        .raw(
          `create trigger ${table}_owner_sort before insert or update of owner_id on ${table}
           for each row execute function lead_owner_sort()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create trigger staff_users_owner_sort after update of name on staff_users for each row
         when (old.name is distinct from new.name) execute function staff_owner_sort()`,
      )
      .execute(db);
    return;
  }
  for (const table of TABLES) {
    const set = `update ${table} set owner_sort = ${ownerName("new.owner_id")} where id = new.id;`;
    await sql
      .raw(
        `create trigger ${table}_owner_sort_insert after insert on ${table} when new.owner_id is not null begin ${set} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_owner_sort_update after update of owner_id on ${table}
         when new.owner_id is not old.owner_id begin ${set} end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger staff_users_owner_sort after update of name on staff_users when new.name <> old.name begin
       ${TABLES.map((table) => `update ${table} set owner_sort = new.name where owner_id = new.id;`).join("\n")}
       end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql.raw("drop trigger staff_users_owner_sort on staff_users").execute(db);
    for (const table of TABLES) await sql.raw(`drop trigger ${table}_owner_sort on ${table}`).execute(db);
    await sql.raw("drop function staff_owner_sort()").execute(db);
    await sql.raw("drop function lead_owner_sort()").execute(db);
  } else {
    await sql.raw("drop trigger staff_users_owner_sort").execute(db);
    for (const table of TABLES) {
      await sql.raw(`drop trigger ${table}_owner_sort_insert`).execute(db);
      await sql.raw(`drop trigger ${table}_owner_sort_update`).execute(db);
    }
  }
  for (const table of TABLES) {
    await sql.raw(`drop index ${table}_sort_owner_sort`).execute(db);
    await sql.raw(`alter table ${table} drop column owner_sort`).execute(db);
  }
}
