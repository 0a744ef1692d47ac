/**
 * Machine pages as content (issue 26): content_items.collection also admits `machines` and
 * `product-lines`; the addresses a machine page had before a rename, each answering 301 to its
 * page now; and a mark that the two new collections were seeded, as a database seeded before
 * them gets them once too. SQLite cannot change a CHECK in place: content_items is rebuilt from
 * its own stored definition, with content_versions (whose rows a DROP would cascade away), data
 * and indexes kept. Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

const BEFORE = "'openings', 'news', 'exhibitions', 'galleries'";
const AFTER = "'openings', 'news', 'exhibitions', 'galleries', 'machines', 'product-lines'";

async function definitions(db: Kysely<any>, tables: readonly string[]) {
  const { rows } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master where tbl_name in (${sql.join(tables)})`.execute(db);
  return rows;
}

/** SQLite: content_items and content_versions made again from their definitions, `edit`ed. */
async function rebuildSqlite(db: Kysely<any>, edit: (definition: string) => string): Promise<void> {
  const stored = await definitions(db, ["content_items", "content_versions"]);
  const table = (name: string) => stored.find((row) => row.type === "table" && row.name === name)!.sql!;
  const renamed = (definition: string, from: string) =>
    definition.replace(new RegExp(`^create table "?${from}"?`, "i"), `create table "${from}_new"`);
  const items = edit(renamed(table("content_items"), "content_items"));
  // The versions point at the new table; the rename below carries the reference along.
  const versions = renamed(table("content_versions"), "content_versions").replace(
    /references "?content_items"?\s*\(/i,
    'references "content_items_new" (',
  );
  if (!items.includes(AFTER) && !items.includes(BEFORE)) throw new Error("content_items is not as expected");
  await sql.raw(items).execute(db);
  await sql.raw(versions).execute(db);
  await sql`insert into content_items_new select * from content_items`.execute(db);
  await sql`insert into content_versions_new select * from content_versions`.execute(db);
  await sql`drop table content_versions`.execute(db);
  await sql`drop table content_items`.execute(db);
  await sql`alter table content_items_new rename to content_items`.execute(db);
  await sql`alter table content_versions_new rename to content_versions`.execute(db);
  for (const index of stored.filter((row) => row.type === "index" && row.sql !== null)) {
    await sql.raw(index.sql!).execute(db);
  }
}

async function setCollections(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table content_items drop constraint content_items_collection_check`.execute(db);
    await sql
      .raw(`alter table content_items add constraint content_items_collection_check check (collection in (${to}))`)
      .execute(db);
  } else {
    await rebuildSqlite(db, (definition) => definition.replace(from, to));
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? sql`timestamptz` : sql`text`;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await setCollections(db, BEFORE, AFTER);

  await db.schema
    .createTable("machine_addresses")
    // The address as it was published, without its slash ("TapeExtrusion").
    .addColumn("path", "text", (c) => c.notNull())
    // The same in lower case: one old address answers whatever its case.
    .addColumn("path_key", "text", (c: ColumnDefinitionBuilder) => c.primaryKey())
    .addColumn("item_id", "integer", (c) => c.notNull().references("content_items.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("machine_addresses_item").on("machine_addresses").column("item_id").execute();

  await db.schema.alterTable("content_state").addColumn("machines_seeded_at", timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_state").dropColumn("machines_seeded_at").execute();
  await db.schema.dropTable("machine_addresses").execute();
  await db.deleteFrom("content_items").where("collection", "in", ["machines", "product-lines"]).execute();
  await setCollections(db, AFTER, BEFORE);
}
