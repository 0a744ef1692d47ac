/**
 * The content API on both databases, per collection: create, the field named in each error,
 * publish and unpublish, versions and restore, the list's search and paging, and the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Collection, COLLECTIONS, contentPaths } from "#contracts/collections/api";
import { seedCollections } from "#content/seed/collections";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";
import { newItems } from "#tests/fixtures/content";

/** A change to the main text of each collection's item. */
const changes: Record<Collection, Record<string, unknown>> = {
  openings: { title: "Senior Maintenance Technician" },
  news: { title: "Exporter of the Year 2026 (state award)" },
  exhibitions: { name: "Plastivision Arabia 2027, Sharjah" },
  galleries: { title: "Diwali at the works, 2026" },
  machines: { title: "Raffia Tape Line 2027, compact" },
  "product-lines": { title: "Compounding lines" },
};

const titleOf = (fields: Record<string, unknown>) => String(fields.title ?? fields.name);

describe.each(availableDialects())("content collections on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    headers = bearer((await signIn(t.app)).token);
  });
  afterAll(() => t.close());

  const request = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("is seeded once with today's content, every item published", async () => {
    const seed = seedCollections();
    for (const collection of COLLECTIONS) {
      const answer = await request("GET", `${contentPaths.collection(collection)}?pageSize=100`);
      expect(answer.statusCode).toBe(200);
      const page = answer.json();
      expect(page.total).toBe(seed[collection].length);
      expect(page.items.map((item: { slug: string }) => item.slug)).toEqual(seed[collection].map((item) => item.slug));
      expect(new Set(page.items.map((item: { status: string }) => item.status))).toEqual(new Set(["published"]));
    }
  });

  it("refuses every content route without a session", async () => {
    const answer = await t.app.inject({ method: "GET", url: contentPaths.collection("openings") });
    expect(answer.statusCode).toBe(401);
    const post = await t.app.inject({ method: "POST", url: contentPaths.collection("news"), payload: newItems.news });
    expect(post.statusCode).toBe(401);
  });

  it("takes null dates as not set, and lists an item stored with null dates", async () => {
    const created = await request("POST", contentPaths.collection("openings"), {
      ...newItems.openings,
      title: "Quality Inspector",
      datePosted: null,
      publishAt: null,
      closesAt: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().fields).not.toHaveProperty("datePosted");
    expect(created.json().fields).not.toHaveProperty("publishAt");
    const news = await request("POST", contentPaths.collection("news"), { ...newItems.news, publishAt: null });
    expect(news.statusCode, news.body).toBe(201);
    const cleared = await request("PATCH", contentPaths.item("news", news.json().id), { closesAt: null });
    expect(cleared.statusCode, cleared.body).toBe(200);

    // A row written before nulls were dropped: the list, the item and its versions still answer.
    const id = created.json().id as number;
    const withNulls = JSON.stringify({ ...created.json().fields, datePosted: null, publishAt: null, closesAt: null });
    await t.db
      .updateTable("content_items")
      .set({ draft: withNulls, published: withNulls })
      .where("id", "=", id)
      .execute();
    await t.db.updateTable("content_versions").set({ fields: withNulls }).where("item_id", "=", id).execute();
    const list = await request("GET", `${contentPaths.collection("openings")}?pageSize=100`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().items.find((item: { id: number }) => item.id === id);
    expect(listed.fields).not.toHaveProperty("closesAt");
    expect((await request("GET", contentPaths.item("openings", id))).statusCode).toBe(200);
    expect((await request("GET", contentPaths.versions("openings", id))).statusCode).toBe(200);
    expect((await request("POST", contentPaths.restore("openings", id, 1))).statusCode).toBe(200);

    for (const [collection, item] of [
      ["openings", id],
      ["news", news.json().id],
    ] as const) {
      expect((await request("DELETE", contentPaths.item(collection, item))).statusCode).toBe(204);
    }
  });

  describe.each(COLLECTIONS)("%s", (collection) => {
    let id: number;

    it("creates a draft, version 1, with a slug from its title", async () => {
      const answer = await request("POST", contentPaths.collection(collection), newItems[collection]);
      expect(answer.statusCode, answer.body).toBe(201);
      const item = answer.json();
      id = item.id;
      expect(item).toMatchObject({ collection, status: "draft", live: "draft", version: 1, publishedVersion: null });
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(titleOf(item.fields)).toBe(titleOf(newItems[collection]));
    });

    it("names each bad field, and keeps the item as it was", async () => {
      const [first] = Object.keys(newItems[collection]);
      const answer = await request("PATCH", contentPaths.item(collection, id), { [first!]: 42 });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe("invalid_input");
      expect(Object.keys(answer.json().error.fields)).toEqual([first]);
      const missing = await request("POST", contentPaths.collection(collection), {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields).length).toBeGreaterThan(1);
      expect((await request("GET", contentPaths.item(collection, id))).json().version).toBe(1);
    });

    it("saves a change as the next version, and publishes and unpublishes it", async () => {
      const changed = await request("PATCH", contentPaths.item(collection, id), changes[collection]);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ version: 2, status: "draft", hasUnpublishedChanges: true });

      const stale = await request("POST", contentPaths.publish(collection, id), { version: 1 });
      expect(stale.statusCode).toBe(409);

      const published = await request("POST", contentPaths.publish(collection, id), { version: 2 });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({
        status: "published",
        live: "live",
        publishedVersion: 2,
        hasUnpublishedChanges: false,
      });

      const unpublished = await request("POST", contentPaths.unpublish(collection, id));
      expect(unpublished.json()).toMatchObject({ status: "draft", live: "draft", publishedVersion: null, version: 2 });
    });

    it("keeps every version, and brings an earlier one back as a new draft", async () => {
      const versions = (await request("GET", contentPaths.versions(collection, id))).json().versions;
      expect(versions.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
        [2, "edited"],
        [1, "created"],
      ]);
      expect(versions[1].createdBy).toMatchObject({ name: expect.any(String) });
      expect(titleOf(versions[1].fields)).toBe(titleOf(newItems[collection]));

      const restored = await request("POST", contentPaths.restore(collection, id, 1));
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().version).toBe(3);
      expect(titleOf(restored.json().fields)).toBe(titleOf(newItems[collection]));
      const latest = (await request("GET", contentPaths.versions(collection, id))).json().versions[0];
      expect(latest).toMatchObject({ version: 3, action: "restored", restoredFrom: 1 });

      expect((await request("POST", contentPaths.restore(collection, id, 99))).statusCode).toBe(404);
    });

    it("finds the item by a word of its title, and pages the list in the database", async () => {
      const word = titleOf(newItems[collection]).split(" ")[0]!.toLowerCase();
      const found = (
        await request("GET", `${contentPaths.collection(collection)}?q=${encodeURIComponent(word)}`)
      ).json();
      expect(found.items.map((item: { id: number }) => item.id)).toContain(id);
      const drafts = (await request("GET", `${contentPaths.collection(collection)}?status=draft`)).json();
      expect(drafts.items.map((item: { id: number }) => item.id)).toEqual([id]);
      const second = (await request("GET", `${contentPaths.collection(collection)}?pageSize=1&page=2`)).json();
      expect(second).toMatchObject({ page: 2, pageSize: 1 });
      expect(second.items).toHaveLength(1);
      const bad = await request("GET", `${contentPaths.collection(collection)}?sort=colour`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(["sort"]);
    });

    it("deletes the item with its history", async () => {
      expect((await request("DELETE", contentPaths.item(collection, id))).statusCode).toBe(204);
      expect((await request("GET", contentPaths.item(collection, id))).statusCode).toBe(404);
      expect((await request("GET", contentPaths.versions(collection, id))).statusCode).toBe(404);
    });
  });
});
