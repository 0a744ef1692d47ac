/**
 * Machine pages in the buyer's language, against the real build, on both databases (decision 068):
 * the built /ru and /ar tape line pages carry the seeded Russian and Arabic title, tab texts,
 * interface words and JSON-LD Product name, with their lang and direction; the pages drawn from the
 * database after seeding are the build's own; a published change of a translation is on that
 * locale's page of the machine, on this process and on another, within 5 s, and nowhere else.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { addPerson, bearer, recordedLog } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";

const ORIGIN = "https://www.example.test";

const built = (relativePath: string) =>
  readFileSync(path.join(CLIENT_DIR, relativePath), "utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, ORIGIN);

/** The page's JSON-LD Product. */
function productOf(html: string): { name: string; description: string } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
  return scripts.find((data) => data["@type"] === "Product");
}

beforeAll(() => ensureBuild(), 600_000);

describe("the built tape line page in Russian and Arabic", () => {
  it("shows the machine's Russian texts and interface words, in lang ru, its figures as in English", () => {
    const russian = built("ru/TapeExtrusion/index.html");
    expect(russian).toMatch(/<html lang="ru"(?! dir="rtl")/);
    const main = russian.slice(russian.indexOf("<main"), russian.indexOf("</main>"));
    for (const text of [
      "<h1>Линия экструзии плоской нити</h1>",
      ">Оборудование<",
      "Линии экструзии плоской нити: основные характеристики",
      "Отношение длины шнека к диаметру (L/D)",
      "Тканые мешки для цемента, удобрений, сахара, зерна и химикатов",
      "Скачать каталог",
      ">Применение<",
      "Фотогалерея",
      "Следующий слайд",
      "JP-TL 120",
    ])
      expect(main, text).toContain(text);
    for (const english of [
      "Tape Extrusion Line",
      "Download Catalogue",
      "Photo gallery",
      "Next slide",
      ">Applications<",
    ])
      expect(main, english).not.toContain(english);
    expect(productOf(russian).name).toBe("Линия экструзии плоской нити");
    // The description in Russian to its end, the English page's as the site map has it.
    const description = /<meta name="description" content="([^"]*)"/;
    expect(description.exec(russian)?.[1]).toBe(
      "Линии плоской нити из ПП/ПЭНД производительностью от 150 до 900 кг/ч. Технические характеристики, области применения и каталог для скачивания.",
    );
    expect(description.exec(built("TapeExtrusion/index.html"))?.[1]).toMatch(
      / Specifications, applications and a catalogue to download\.$/,
    );
  });

  it("shows the Arabic texts right to left", () => {
    const arabic = built("ar/TapeExtrusion/index.html");
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    for (const text of [
      "<h1>خط بثق الأشرطة</h1>",
      ">المنتج<",
      "خطوط بثق الأشرطة: المواصفات الرئيسية",
      "تنزيل الكتالوج",
    ])
      expect(arabic, text).toContain(text);
    expect(productOf(arabic).name).toBe("خط بثق الأشرطة");
  });

  it("keeps the English page English, its catalogue request filed under the English name", () => {
    const english = built("TapeExtrusion/index.html");
    expect(english).toContain("<h1>Tape Extrusion Line</h1>");
    expect(english).not.toContain("Линия");
    expect(productOf(english).name).toBe("Tape Extrusion Line");
    // The Russian page's data names the English subject its catalogue request is filed under.
    expect(built("ru/TapeExtrusion.data")).toContain("Tape Extrusion Line");
  });
});

describe.each(availableDialects())("machine pages in a locale drawn from the database on %s", (dialect) => {
  let t: TestApp;
  /** A second process on the same database. */
  let other: TestApp;
  let headers: Record<string, string>;
  const log = recordedLog();

  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      env: { PUBLIC_URL: ORIGIN },
      clientDir: CLIENT_DIR,
      logger: { level: "info", stream: log.stream },
    });
    other = await buildTestApp({ dialect, testDb: t.testDb, env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
    headers = bearer((await addPerson(t.db, ["marketing"])).token);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const page = (url: string, on = t) => on.app.inject({ method: "GET", url });
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("after seeding draws the build's Russian and Arabic pages", async () => {
    await t.app.sitePages.refresh();
    for (const address of ["ru/TapeExtrusion", "ar/TapeExtrusion"]) {
      expect((await page(`/${address}`)).body, address).toBe(built(`${address}/index.html`));
    }
  });

  it("a published change of the Russian translation is on /ru/TapeExtrusion of both processes within 5 s, and nowhere else", async () => {
    await Promise.all([t.app.sitePages.settled(), other.app.sitePages.settled()]);
    const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    const tape = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "TapeExtrusion");
    const title = "Линия экструзии плоской нити (рафии)";
    const changed = await request("PATCH", `${contentPaths.item("machines", tape.id)}?locale=ru`, { title });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await page("/ru/TapeExtrusion")).body, "a draft is not on the site").toBe(
      built("ru/TapeExtrusion/index.html"),
    );

    const logged = log.lines.length;
    const published = await request("POST", contentPaths.publish("machines", tape.id));
    expect(published.statusCode, published.body).toBe(200);
    // No refresh asked for: the publish on one process, and the other's look at the database, bring the page.
    const processes = [
      ["this process", t],
      ["the other process", other],
    ] as const;
    await Promise.all(
      processes.map(([name, on]) =>
        expect
          .poll(async () => (await page("/ru/TapeExtrusion", on)).body, { timeout: 5000, message: name })
          .toContain(`<h1>${title}</h1>`),
      ),
    );
    for (const [name, on] of processes) {
      expect(productOf((await page("/ru/TapeExtrusion", on)).body).name, name).toBe(title);
      expect((await page("/ru/TapeExtrusion.data", on)).body, name).toContain(title);
    }
    await Promise.all([t.app.sitePages.settled(), other.app.sitePages.settled()]);
    // Only that locale's pages that show the machine's title are drawn again (its own page, and since
    // decision 075 its line's slider and /Woven, which list it by name): the English and the other
    // locales' copies show nothing new.
    const drawn = log.lines
      .slice(logged)
      .flatMap((line) =>
        String(line.msg).endsWith("pages drawn from published content") ? Object.keys(line.pages as object) : [],
      );
    expect(drawn.toSorted()).toEqual(["/ru/PlasticRecycling/woven-packaging", "/ru/TapeExtrusion", "/ru/Woven"]);
    expect((await page("/ru/Woven")).body).toContain(title);
    for (const address of ["TapeExtrusion", "vi/TapeExtrusion", "ar/TapeExtrusion"]) {
      expect((await page(`/${address}`)).body, address).toBe(built(`${address}/index.html`));
    }
  }, 60_000);
});
