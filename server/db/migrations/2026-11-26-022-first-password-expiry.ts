/**
 * A generated password (the first account at start, `npm run admin` with --random-password) runs
 * out if it is not used to choose one's own in time (ASVS 2.3.1): the moment it stops working.
 * Null for a password the person chose. Frozen: later changes are new migrations. Runs on SQLite
 * and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table staff_users add column password_expires_at ${pg ? sql`timestamptz` : sql`text`}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("password_expires_at").execute();
}
