/**
 * Machine pages in the buyer's language, against the real build, on both databases (decision 068):
 * the built /ru and /ar tape line pages carry the seeded Russian and Arabic title, tab texts,
 * interface words and JSON-LD Product name, with their lang and direction; the pages drawn from the
 * database after seeding are the build's own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
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

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string) => t.app.inject({ method: "GET", url });

  it("after seeding draws the build's Russian and Arabic pages", async () => {
    await t.app.sitePages.refresh();
    for (const address of ["ru/TapeExtrusion", "ar/TapeExtrusion"]) {
      expect((await page(`/${address}`)).body, address).toBe(built(`${address}/index.html`));
    }
  });
});
