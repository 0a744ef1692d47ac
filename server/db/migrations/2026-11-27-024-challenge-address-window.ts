/**
 * The sign-in challenge keeps when the address window that counted its password began (security
 * review 2, T-01): an account with two-factor sign-in has its password forgiven only when the code
 * is right, and then only in the window that counted it. Null for challenges made before. Frozen:
 * later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table staff_login_challenges add column address_window ${pg ? sql`timestamptz` : sql`text`}`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_login_challenges").dropColumn("address_window").execute();
}
