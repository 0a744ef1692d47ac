/**
 * Translations of the content collections (issue 25, decision 058): per item and locale the text
 * being edited, the hash of the English each field was translated from (so a changed English marks
 * it out of date), whether an editor reviewed it, and the text on the site; and every saved state
 * of a translation with the item version it was written against, so a restore brings back the
 * translations of that version. Frozen: later changes are new migrations. Runs on SQLite and
 * PostgreSQL.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const item = (col: ColumnDefinitionBuilder) => col.notNull().references("content_items.id").onDelete("cascade");
  const locale = (col: ColumnDefinitionBuilder) => col.notNull().check(sql`locale in ('ru', 'vi', 'ar', 'es', 'fr')`);

  await db.schema
    .createTable("content_translations")
    .addColumn("item_id", "integer", item)
    .addColumn("locale", "text", locale)
    // JSON: the translated text fields, and per field the hash of the English it was written from.
    .addColumn("draft", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("reviewed", "integer", (c) => c.notNull().defaultTo(0))
    // The number of this translation's latest saved state (content_translation_versions).
    .addColumn("version", "integer", (c) => c.notNull())
    // JSON: the text on the site in this locale, null until the item is published with it.
    .addColumn("published", "text")
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("content_translations_pk", ["item_id", "locale"])
    .execute();

  await db.schema
    .createTable("content_translation_versions")
    .addColumn("id", "integer", id)
    .addColumn("item_id", "integer", item)
    .addColumn("locale", "text", locale)
    .addColumn("version", "integer", (c) => c.notNull())
    // The item's draft version when this state was saved: a restore of that version finds it.
    .addColumn("item_version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('seeded', 'edited', 'reviewed', 'restored')`))
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("sources", "text", (c) => c.notNull())
    .addColumn("reviewed", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("created_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addUniqueConstraint("content_translation_versions_item_locale_version", ["item_id", "locale", "version"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_translation_versions").execute();
  await db.schema.dropTable("content_translations").execute();
}
