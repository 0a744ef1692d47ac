/**
 * Lead capture: a reply-to address on outbox messages (staff answer the buyer directly), a table
 * of server secrets shared by every app process (the form-token key), and the indexes the
 * repeat-submission check needs. Frozen once released.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

const LEAD_TABLES = ["inquiries", "catalogue_requests", "job_applications"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema.alterTable("outbox").addColumn("reply_to", "text").execute();

  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  for (const table of LEAD_TABLES) {
    await db.schema.createIndex(`${table}_email_created`).on(table).columns(["email", "created_at"]).execute();
    await db.schema.createIndex(`${table}_ip_created`).on(table).columns(["ip_address", "created_at"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_ip_created`).execute();
    await db.schema.dropIndex(`${table}_email_created`).execute();
  }
  await db.schema.dropTable("server_secrets").execute();
  await db.schema.alterTable("outbox").dropColumn("reply_to").execute();
}
