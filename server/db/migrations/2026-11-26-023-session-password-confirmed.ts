/**
 * When a session's holder last typed the password again (ASVS 3.7.1): user management asks for
 * it when the sign-in, or the last confirmation, is more than 15 minutes old. Null until the
 * first confirmation (the sign-in counts). Frozen: later changes are new migrations. Runs on
 * SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table staff_sessions add column password_confirmed_at ${pg ? sql`timestamptz` : sql`text`}`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_sessions").dropColumn("password_confirmed_at").execute();
}
