/**
 * A change scheduled for later to a live machine, on the pages drawn against the real build, on
 * both databases (decision 081): until its time the machine stays on its line's slider and at its
 * own address with its text as it was; at its time the pages show the new text by themselves (the
 * publisher's timer, within 5 s, as scheduled publishing does), with no publish in between.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";

/** What the page shows, without its loader data. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const NEW_TITLE = "Block Bottom Bag Line 2027";
const PAGES = ["/PlasticRecycling/woven-packaging", "/PlasticRecycling/BBB", "/BBB"];

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("a live machine's change scheduled for later, on the pages from %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: "https://www.example.test" }, clientDir: CLIENT_DIR });
    headers = bearer((await addPerson(t.db, ["marketing"])).token);
  }, 120_000);
  afterAll(() => t?.close());

  const page = async (url: string) => mainOf((await t.app.inject({ method: "GET", url })).body);
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("stays on its line's slider and its page as it was until the time, and shows the change after", async () => {
    const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    const bbb = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "BBB");
    const seededTitle = bbb.fields.title as string;
    for (const url of PAGES) expect(await page(url), url).toContain(seededTitle);

    const publishAt = new Date(Date.now() + 4000).toISOString();
    const changed = await request("PATCH", contentPaths.item("machines", bbb.id), { title: NEW_TITLE, publishAt });
    expect(changed.statusCode, changed.body).toBe(200);
    const published = await request("POST", contentPaths.publish("machines", bbb.id));
    expect(published.json()).toMatchObject({ live: "live", liveVersion: 1, goesLiveAt: publishAt });
    await t.app.sitePages.refresh();
    expect(Date.now()).toBeLessThan(Date.parse(publishAt));
    for (const url of PAGES) {
      const shown = await page(url);
      expect(shown, url).toContain(seededTitle);
      expect(shown, url).not.toContain(NEW_TITLE);
    }

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(publishAt) - Date.now())));
    for (const url of PAGES) {
      await expect.poll(() => page(url), { timeout: 5000, interval: 100 }).toContain(NEW_TITLE);
    }
    expect((await request("GET", contentPaths.item("machines", bbb.id))).json()).toMatchObject({
      live: "live",
      liveVersion: 2,
      goesLiveAt: null,
    });
  }, 60_000);
});
