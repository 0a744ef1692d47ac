/**
 * The content collections edited in the portal (openings, news, exhibitions, galleries): each item
 * with its draft and its published fields as JSON, every saved version, the uploaded photos and
 * press-release PDFs, and one row counting published changes, which every app process watches.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const created = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(now);

  await db.schema
    .createTable("content_items")
    .addColumn("id", "integer", id)
    .addColumn("collection", "text", (c) =>
      c.notNull().check(sql`collection in ('openings', 'news', 'exhibitions', 'galleries')`),
    )
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    // The fields being edited, and their version number.
    .addColumn("draft", "text", (c) => c.notNull())
    .addColumn("draft_version", "integer", (c) => c.notNull())
    // The fields on the site (or scheduled for it), null while the item is a draft.
    .addColumn("published", "text")
    .addColumn("published_version", "integer")
    .addColumn("published_at", timestamp)
    .addColumn("first_published_at", timestamp)
    // What the list sorts by title and searches (lower case), kept from the draft.
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, created)
    .addColumn("updated_at", timestamp, created)
    .addUniqueConstraint("content_items_collection_slug", ["collection", "slug"])
    .execute();
  await db.schema
    .createIndex("content_items_collection_position")
    .on("content_items")
    .columns(["collection", "position"])
    .execute();

  await db.schema
    .createTable("content_versions")
    .addColumn("id", "integer", id)
    .addColumn("item_id", "integer", (c) => c.notNull().references("content_items.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('seeded', 'created', 'edited', 'restored')`))
    .addColumn("restored_from", "integer")
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, created)
    .addColumn("created_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addUniqueConstraint("content_versions_item_version", ["item_id", "version"])
    .execute();

  // One row: `version` counts changes to what is published; `seeded_at` marks the one-time seed.
  await db.schema
    .createTable("content_state")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("seeded_at", timestamp)
    .addColumn("changed_at", timestamp, created)
    .execute();
  await db.insertInto("content_state").values({ id: 1, version: 0 }).execute();

  await db.schema
    .createTable("content_photos")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("formats", "text", (c) => c.notNull())
    .addColumn("widths", "text", (c) => c.notNull())
    .addColumn("fallback_width", "integer", (c) => c.notNull())
    .addColumn("original_name", "text")
    .addColumn("original_bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp, created)
    .addColumn("created_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("content_documents")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("original_name", "text")
    .addColumn("created_at", timestamp, created)
    .addColumn("created_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_documents").execute();
  await db.schema.dropTable("content_photos").execute();
  await db.schema.dropTable("content_state").execute();
  await db.schema.dropTable("content_versions").execute();
  await db.schema.dropTable("content_items").execute();
}
