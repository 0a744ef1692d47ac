/**
 * Seeded translations on the live site, against the real build, on both databases: the built
 * /ru/Exhibition shows the seeded Russian of the trade shows (the English page its English), the
 * page drawn from the database after a start shows it too, and a published change of an
 * exhibition's Russian is on /ru/Exhibition within 5 s while the other locales' pages stay the build's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ru } from "#content/seed/item-translations/ru";
import { seedCollections } from "#content/seed/collections";
import { contentPaths } from "#contracts/collections/api";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";

const ORIGIN = "https://www.example.test";

const built = (relativePath: string) =>
  readFileSync(path.join(CLIENT_DIR, relativePath), "utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, ORIGIN);

/** What the page shows, without its loader data (which carries every language's form words). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

const RUSSIAN = ["Выставочный и конгресс-центр «Тюяп»", "Стамбул", "Павильон 9, стенд 912", "Интерпластика 2027"];

beforeAll(() => ensureBuild(), 600_000);

describe("the built exhibitions page", () => {
  it("shows the trade shows' seeded Russian on /ru/Exhibition and their English on /Exhibition", () => {
    const russian = mainOf(built("ru/Exhibition/index.html"));
    for (const text of RUSSIAN) expect(russian, text).toContain(text);
    expect(russian).not.toContain("Tüyap Fair Convention and Congress Center");
    const english = mainOf(built("Exhibition/index.html"));
    expect(english).toContain("Tüyap Fair Convention and Congress Center");
    expect(english).not.toContain("Стамбул");
  });
});

describe("the built careers and news pages", () => {
  const seed = seedCollections();

  it("list the openings in the page's language, each application filed under the English title", () => {
    const opening = seed.openings.find((item) => item.slug === "mechanical-design-engineer")!;
    const russianTitle = ru.openings!["mechanical-design-engineer"]!.title as string;
    expect(russianTitle).not.toBe(opening.fields.title);
    const russian = built("ru/Carrer/index.html");
    expect(mainOf(russian)).toContain(russianTitle);
    expect(russian).toContain(`name="jobTitle" value="${opening.fields.title}"`);
    expect(russian).not.toContain(`name="jobTitle" value="${russianTitle}"`);
    expect(mainOf(built("Carrer/index.html"))).not.toContain(russianTitle);
  });

  it("show the news in the page's language, dated as that language writes dates", () => {
    const award = ru.news!["best-brand-2021"]!.title as string;
    const story = seed.news.find((item) => item.fields.kind === "story")!;
    const russianDate = new Intl.DateTimeFormat("ru", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${story.fields.date!}T00:00:00Z`));
    const russian = mainOf(built("ru/news/index.html"));
    expect(russian).toContain(award);
    expect(russian).toContain(russianDate);
    expect(mainOf(built("news/index.html"))).not.toContain(award);
  });
});

describe.each(availableDialects())("seeded translations on the pages drawn from %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
    headers = bearer((await addPerson(t.db, ["marketing"])).token);
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string) => t.app.inject({ method: "GET", url });
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("after a start, /ru/Exhibition drawn from the database shows the seeded Russian", async () => {
    await t.app.sitePages.settled();
    const russian = mainOf((await page("/ru/Exhibition")).body);
    for (const text of RUSSIAN) expect(russian, text).toContain(text);
  }, 60_000);

  it("a published change of an exhibition's Russian is on /ru/Exhibition within 5 s, and on no other locale's page", async () => {
    const list = await request("GET", `${contentPaths.collection("exhibitions")}?pageSize=100`);
    const show = list.json().items.find((item: { slug: string }) => item.slug === "plast-eurasia-istanbul-2026");
    const venue = "Международный выставочный центр «Тюяп»";
    const changed = await request("PATCH", `${contentPaths.item("exhibitions", show.id)}?locale=ru`, { venue });
    expect(changed.statusCode, changed.body).toBe(200);
    const published = await request("POST", contentPaths.publish("exhibitions", show.id));
    expect(published.statusCode, published.body).toBe(200);
    await expect.poll(async () => (await page("/ru/Exhibition")).body, { timeout: 5000 }).toContain(venue);
    expect((await page("/ru/Exhibition.data")).body).toContain(venue);
    await t.app.sitePages.settled();
    for (const address of ["Exhibition", "vi/Exhibition", "fr/Exhibition"]) {
      expect((await page(`/${address}`)).body, address).toBe(built(`${address}/index.html`));
    }
  }, 60_000);
});
