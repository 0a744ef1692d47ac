/**
 * Seeded translations on the live site, against the real build, on both databases: the built
 * /ru/Exhibition shows the seeded Russian of the trade shows (the English page its English), the
 * page drawn from the database after a start shows it too, and a published change of an
 * exhibition's Russian is on /ru/Exhibition within 5 s while the other locales' pages stay the build's.
 * The product lines are named in the page's language in the PRODUCT LINE menu of every page, on the
 * tiles and in the sliders (with their machines), and a line's published Russian title redraws the
 * Russian pages alone (decision 075).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ru } from "#content/seed/item-translations/ru";
import { ar as arMachines } from "#content/seed/machine-translations/ar";
import type { LocaleMachineTexts } from "#content/seed/machine-translations/kit";
import { ru as ruMachines } from "#content/seed/machine-translations/ru";
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

/** The PRODUCT LINE menu's links in a page. */
const menuOf = (html: string) => /<ul id="[^"]*" class="site-nav__submenu"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";

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

describe.each([
  ["ru", ruMachines],
  ["ar", arMachines],
] as const)("the product lines on the built %s pages", (locale, texts: LocaleMachineTexts) => {
  const lines = Object.values(texts["product-lines"]) as { title: string; summary: string }[];

  it("are named in the page's language in the PRODUCT LINE menu of every page, and in its data", () => {
    for (const address of ["", "/ContactUs", "/Aboutus", "/news", "/TapeExtrusion", "/PlasticRecycling", "/Woven"]) {
      const menu = menuOf(built(`${locale}${address}/index.html`));
      for (const { title } of lines) expect(menu, `${locale}${address}`).toContain(title);
      expect(menu, `${locale}${address}`).not.toContain("Woven Packaging");
    }
    expect(built(`${locale}/ContactUs.data`)).toContain(lines[0]!.title);
  });

  it("are named and summed up in the page's language on the tiles, their sliders naming their machines so", () => {
    const tiles = mainOf(built(`${locale}/PlasticRecycling/index.html`));
    for (const text of lines.flatMap(({ title, summary }) => [title, summary])) expect(tiles).toContain(text);
    expect(tiles).not.toContain("Woven Packaging");
    const slider = mainOf(built(`${locale}/PlasticRecycling/woven-packaging/index.html`));
    const tape = texts.machines["tape-extrusion-line"] as { title: string; summary: string };
    expect(slider).toContain(texts["product-lines"]["woven-packaging"]!.title as string);
    expect(slider).toContain(tape.title);
    expect(slider).toContain(tape.summary);
    expect(slider).not.toContain("Tape Extrusion Line");
    // At a machine's address under its line, the slider opens on that machine.
    expect(mainOf(built(`${locale}/PlasticRecycling/TapeExtrusion/index.html`))).toContain(tape.title);
  });
});

describe("the product lines on the built English pages", () => {
  it("are named in English in the menu, on the tiles and in the sliders", () => {
    expect(menuOf(built("ContactUs/index.html"))).toContain(">Woven Packaging<");
    expect(mainOf(built("PlasticRecycling/index.html"))).toContain("Woven Packaging");
    const slider = mainOf(built("PlasticRecycling/woven-packaging/index.html"));
    expect(slider).toContain("Woven Packaging");
    expect(slider).toContain("Tape Extrusion Line");
    expect(slider).not.toContain(ruMachines.machines["tape-extrusion-line"]!.title as string);
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

  it("a published Russian title of a line names it on the Russian pages' menu, tiles and slider, and on no other locale's", async () => {
    const list = await request("GET", `${contentPaths.collection("product-lines")}?pageSize=100`);
    const line = list.json().items.find((item: { slug: string }) => item.slug === "profile-extrusion");
    const title = "Экструзия профилей и лент";
    const changed = await request("PATCH", `${contentPaths.item("product-lines", line.id)}?locale=ru`, { title });
    expect(changed.statusCode, changed.body).toBe(200);
    const published = await request("POST", contentPaths.publish("product-lines", line.id));
    expect(published.statusCode, published.body).toBe(200);
    await expect
      .poll(async () => mainOf((await page("/ru/PlasticRecycling")).body), { timeout: 5000 })
      .toContain(title);
    // Every Russian page shows the menu: the rest follow (16 s measured); the other locales' stay the build's.
    await t.app.sitePages.settled();
    for (const address of ["ru/ContactUs", "ru/Aboutus", "ru/news", "ru/TapeExtrusion", "ru/Woven", "ru"]) {
      expect(menuOf((await page(`/${address}`)).body), address).toContain(title);
    }
    expect(mainOf((await page("/ru/PlasticRecycling/profile-extrusion")).body)).toContain(title);
    expect((await page("/ru/ContactUs.data")).body).toContain(title);
    for (const address of [
      "ContactUs",
      "PlasticRecycling",
      "PlasticRecycling/profile-extrusion",
      "vi/ContactUs",
      "ar/TapeExtrusion",
      "fr/PlasticRecycling",
    ]) {
      expect((await page(`/${address}`)).body, address).toBe(built(`${address}/index.html`));
    }
  }, 120_000);
});
