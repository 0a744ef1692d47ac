/**
 * Until when an account without two-factor sign-in may set it up while REQUIRE_2FA is on (security
 * review T-05, decision 048): opened by a set-password or invitation link and by the first account's
 * creation, so that a phished password alone cannot enrol an attacker's authenticator. Null: no
 * enrolment open. Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table staff_users add column two_factor_enrol_until ${pg ? sql`timestamptz` : sql`text`}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("two_factor_enrol_until").execute();
}
