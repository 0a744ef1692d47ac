/** Migration 031 on a database that has content: the collection check widened, nothing lost. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, migrateToLatest } from "#server/db/database";
import { migrations } from "#server/db/migrations/index";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";

const MACHINE_PAGES = "2026-11-27-031-machine-pages";
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MACHINE_PAGES));

describe.each(availableDialects())("migration 031 on %s", (dialect) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    handle = createDatabase(testDb.config);
    await migrateToLatest(handle.db, { migrations: before });
  });
  afterAll(async () => {
    await handle.db.destroy();
    await testDb.drop();
  });

  const item = (collection: string, slug: string) => ({
    collection,
    slug,
    position: 0,
    draft: "{}",
    draft_version: 1,
    title: slug,
    search_text: slug,
  });

  it("admits machines and product lines, keeps every item, version and index, and still refuses others", async () => {
    const db = handle.db;
    await expect(db.insertInto("content_items").values(item("machines", "early")).execute()).rejects.toThrow();
    const { id } = await db
      .insertInto("content_items")
      .values(item("news", "kept"))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("content_versions")
      .values({ item_id: id, version: 1, action: "created", fields: "{}" })
      .execute();

    expect(await migrateToLatest(db)).toContain(MACHINE_PAGES);

    expect(await db.selectFrom("content_items").select(["id", "slug"]).execute()).toEqual([{ id, slug: "kept" }]);
    expect(await db.selectFrom("content_versions").select("item_id").execute()).toEqual([{ item_id: id }]);
    await db.insertInto("content_items").values(item("machines", "tape-line")).execute();
    await db.insertInto("content_items").values(item("product-lines", "woven-packaging")).execute();
    await expect(db.insertInto("content_items").values(item("brochures", "x")).execute()).rejects.toThrow();
    // The unique slug per collection and the versions' cascade survive the rebuild.
    await expect(db.insertInto("content_items").values(item("news", "kept")).execute()).rejects.toThrow();
    await db.deleteFrom("content_items").where("id", "=", id).execute();
    expect(await db.selectFrom("content_versions").selectAll().execute()).toEqual([]);
    if (dialect === "sqlite") {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and name = 'content_items_collection_position'`.execute(db);
      expect(rows).toHaveLength(1);
      const check = await sql<{ foreign_key_check: unknown }>`pragma foreign_key_check`.execute(db);
      expect(check.rows).toEqual([]);
    }
  });
});
