/**
 * Staff roles, invitations and set-password links, two-factor sign-in, sessions that say where they
 * were opened, and the audit trail (issue 13, docs/decisions: staff roles, two-factor, audit).
 * Accounts that exist now become administrators. The audit table refuses UPDATE and DELETE by a
 * trigger on both dialects (and TRUNCATE on PostgreSQL), so no code path can rewrite history.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  // Roles as a comma-separated list ("sales,hr"); empty means none, so a row written without roles opens nothing.
  await db.schema
    .alterTable("staff_users")
    .addColumn("roles", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.updateTable("staff_users").set({ roles: "administrator" }).execute();
  // The display text is worked out from the roles now (contracts/staff-roles.ts).
  await db.schema.alterTable("staff_users").dropColumn("role").execute();
  for (const [column, type] of [
    ["active", sql`integer not null default 1`],
    // Base32 TOTP secrets: the one in use, and one being set up until its first code is entered.
    ["two_factor_secret", sql`text`],
    ["two_factor_pending_secret", sql`text`],
    ["two_factor_enabled_at", timestamp],
    // The last 30-second step whose code was accepted: a code is accepted once.
    ["two_factor_last_step", sql`bigint`],
  ] as const) {
    await sql`alter table staff_users add column ${sql.ref(column)} ${type}`.execute(db);
  }

  await db.schema.alterTable("staff_sessions").addColumn("address", "text").execute();
  await db.schema.alterTable("staff_sessions").addColumn("user_agent", "text").execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", "integer", id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user").on("staff_recovery_codes").column("user_id").execute();

  // Invitations and set-password links: single use, until expires_at.
  await db.schema
    .createTable("staff_password_links")
    .addColumn("id", "integer", id)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .execute();
  await db.schema.createIndex("staff_password_links_user").on("staff_password_links").column("user_id").execute();

  // A correct password of an account with two-factor sign-in: waits for its code.
  await db.schema
    .createTable("staff_login_challenges")
    .addColumn("id", "integer", id)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("address", "text")
    .addColumn("user_agent", "text")
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .execute();
  await db.schema
    .createIndex("staff_login_challenges_expires")
    .on("staff_login_challenges")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", pg ? "bigint" : "integer", id)
    .addColumn("at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("details", "text")
    .addColumn("address", "text")
    .addColumn("user_agent", "text")
    .execute();
  // The list pages newest first by (at, id), alone or within one actor or one action.
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_email", "at", "id"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at", "id"]).execute();

  if (pg) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % is refused', tg_op;
      end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    for (const operation of ["update", "delete"]) {
      await sql
        .raw(
          `create trigger audit_log_no_${operation} before ${operation} on audit_log
           begin select raise(abort, 'audit_log is append-only: ${operation.toUpperCase()} is refused'); end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable("audit_log").execute();
  if (pg) await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable("staff_login_challenges").execute();
  await db.schema.dropTable("staff_password_links").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
  await db.schema.alterTable("staff_sessions").dropColumn("user_agent").execute();
  await db.schema.alterTable("staff_sessions").dropColumn("address").execute();
  for (const column of [
    "two_factor_last_step",
    "two_factor_enabled_at",
    "two_factor_pending_secret",
    "two_factor_secret",
    "active",
  ]) {
    await db.schema.alterTable("staff_users").dropColumn(column).execute();
  }
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("Administrator"))
    .execute();
  await db.schema.alterTable("staff_users").dropColumn("roles").execute();
}
