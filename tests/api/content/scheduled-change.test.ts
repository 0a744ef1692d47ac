/**
 * A change scheduled for later to an item on the site (decision 081), on both databases: the
 * version on the site stays there, with its translations, until the change's time, and the change
 * replaces it then; the portal says both; an unpublish during the wait takes the item off at once;
 * a held change leaves the version on the site there. What the site shows is read as the publisher
 * reads it (publishedEntries, then liveSiteContent at a moment), so time is driven by that moment;
 * the hold by the real clock, as scheduled-publish-held.test.ts does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { liveSiteContent } from "#contracts/collections/published";
import { publishedEntries } from "#server/modules/site-content/published-content";
import { newItems } from "#tests/fixtures/content";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe.each(availableDialects())("a change scheduled for later to a live item, on %s", (dialect) => {
  let t: TestApp;
  let marketer: Awaited<ReturnType<typeof addPerson>>;
  let admin: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    marketer = await addPerson(t.db, ["marketing"]);
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(() => t.close());

  const as = (person: { token: string }, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(person.token), ...(payload ? { payload } : {}) });
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    as(marketer, method, url, payload);

  /** The site's items of a collection at `at`, as the publisher draws them. */
  async function onSite<C extends "news" | "machines">(collection: C, at: string) {
    return liveSiteContent(await publishedEntries(t.db), at).content[collection];
  }
  const newsAt = async (id: number, at: string) => (await onSite("news", at)).find((item) => item.id === id);

  async function liveNews(title: string) {
    const created = await request("POST", contentPaths.collection("news"), { ...newItems.news, title });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const ru = await request("PATCH", `${contentPaths.item("news", id)}?locale=ru`, { title: "Экспортёр года 2026" });
    expect(ru.statusCode, ru.body).toBe(200);
    expect((await request("POST", contentPaths.publish("news", id))).json().live).toBe("live");
    return id;
  }

  /** Changes the English title and the Russian one, and publishes them for `publishAt`. */
  async function schedule(id: number, title: string, russian: string, publishAt: string, person = marketer) {
    expect((await as(person, "PATCH", contentPaths.item("news", id), { title, publishAt })).statusCode).toBe(200);
    const ru = await as(person, "PATCH", `${contentPaths.item("news", id)}?locale=ru`, { title: russian });
    expect(ru.statusCode, ru.body).toBe(200);
    const published = await as(person, "POST", contentPaths.publish("news", id));
    expect(published.statusCode, published.body).toBe(200);
    return published.json();
  }

  it("a news item keeps its live text and Russian until the time, then shows the new", async () => {
    const id = await liveNews("Exporter of the Year 2026");
    const publishAt = later(DAY);
    const answer = await schedule(id, "Exporter of the Year, again", "Снова экспортёр года", publishAt);
    expect(answer).toMatchObject({ live: "live", liveVersion: 1, publishedVersion: 2, goesLiveAt: publishAt });

    const now = new Date().toISOString();
    const before = await newsAt(id, now);
    expect(before?.fields.title).toBe("Exporter of the Year 2026");
    expect(before?.translations?.ru).toEqual({ title: "Экспортёр года 2026" });
    expect(liveSiteContent(await publishedEntries(t.db), now).nextChangeAt).toBe(publishAt);

    const after = await newsAt(id, publishAt);
    expect(after?.fields.title).toBe("Exporter of the Year, again");
    expect(after?.translations?.ru).toEqual({ title: "Снова экспортёр года" });

    // Scheduled again before its time: the version on the site is still the one that stays.
    const again = await schedule(id, "Exporter of the Year, twice", "Дважды экспортёр года", later(2 * DAY));
    expect(again).toMatchObject({ live: "live", liveVersion: 1, publishedVersion: 3 });
    expect((await newsAt(id, new Date().toISOString()))?.fields.title).toBe("Exporter of the Year 2026");
    expect((await newsAt(id, publishAt))?.fields.title).toBe("Exporter of the Year 2026");

    const listed = (await request("GET", `${contentPaths.collection("news")}?q=twice`)).json().items;
    expect(listed).toMatchObject([{ id, live: "live", liveVersion: 1, publishedVersion: 3 }]);
  });

  it("an unpublish during the wait takes the item off at once, and at the time it stays off", async () => {
    const id = await liveNews("Exporter of the Year 2027");
    const publishAt = later(DAY);
    await schedule(id, "Exporter of the Year 2027, renamed", "Экспортёр 2027", publishAt);
    expect(await newsAt(id, new Date().toISOString())).toBeDefined();
    const off = await request("POST", contentPaths.unpublish("news", id));
    expect(off.json()).toMatchObject({ live: "draft", liveVersion: null, goesLiveAt: null });
    expect(await newsAt(id, new Date().toISOString())).toBeUndefined();
    expect(await newsAt(id, publishAt)).toBeUndefined();
  });

  it("a live machine with a change scheduled for later stays on its line with its old text until the time", async () => {
    const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    const bbb = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "BBB");
    const seededTitle = bbb.fields.title as string;
    const publishAt = later(DAY);
    const changed = await request("PATCH", contentPaths.item("machines", bbb.id), {
      title: "Block Bottom Bag Line",
      publishAt,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const published = await request("POST", contentPaths.publish("machines", bbb.id));
    expect(published.json()).toMatchObject({ live: "live", liveVersion: 1, goesLiveAt: publishAt });

    const machineAt = async (at: string) => (await onSite("machines", at)).find((item) => item.id === bbb.id);
    const now = await machineAt(new Date().toISOString());
    expect(now?.fields).toMatchObject({ title: seededTitle, line: "woven-packaging", path: "BBB" });
    expect((await machineAt(publishAt))?.fields.title).toBe("Block Bottom Bag Line");
  });

  it("a change held when its time comes leaves the version on the site there, with its Russian", async () => {
    const id = await liveNews("Exporter of the Year 2028");
    const scheduler = await addPerson(t.db, ["marketing"]);
    const publishAt = later(1500);
    await schedule(id, "Exporter of the Year 2028, held", "Задержано", publishAt, scheduler);
    expect((await as(admin, "PATCH", `/api/admin/users/${scheduler.id}`, { active: false })).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(publishAt) - Date.now()) + 50));
    await t.app.sitePages.refresh();
    const shown = await newsAt(id, new Date().toISOString());
    expect(shown?.fields.title).toBe("Exporter of the Year 2028");
    expect(shown?.translations?.ru).toEqual({ title: "Экспортёр года 2026" });
    const item = (await request("GET", contentPaths.item("news", id))).json();
    expect(item).toMatchObject({ live: "live", liveVersion: 1, publishedVersion: 1, goesLiveAt: null });
    expect(item.fields.title).toBe("Exporter of the Year 2028, held");
  });
});
