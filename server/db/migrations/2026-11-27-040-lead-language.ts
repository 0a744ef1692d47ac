/**
 * The buyer's language on every lead (issue 25, product brief "Languages"): the locale of the page
 * the form was sent from, `en` for every lead stored before. Frozen: later changes are new
 * migrations. Runs on SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

const leadTables = ["inquiries", "catalogue_requests", "job_applications"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) {
    await db.schema
      .alterTable(table)
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) await db.schema.alterTable(table).dropColumn("language").execute();
}
