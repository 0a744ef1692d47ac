/**
 * A change scheduled for later to an item that is on the site (decision 081): `still_live` holds
 * the version that stays on the site until the published one's publishAt, as JSON
 * `{ version, fields, translations }` (each locale's text as it was on the site). Null when no
 * published version waits to replace another. Frozen: later changes are new migrations. Runs on
 * SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_items").addColumn("still_live", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_items").dropColumn("still_live").execute();
}
