/**
 * The footer in the page's language (issue 25), against the real build: the tagline, the group
 * companies' descriptions, the offices' names, the phones' labels and the hidden "(opens in a new
 * tab)" of its outside links; and the product-line tiles' and sliders' own words, counts in the
 * language's plural forms. The English pages keep their English.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_DIR, ensureBuild } from "#tests/setup/test-app";

/** The footer as the built page shows it. */
const footerOf = (relativePath: string) => {
  const html = readFileSync(path.join(CLIENT_DIR, relativePath), "utf8");
  return html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
};

const ENGLISH_WORDS = [
  "Machines that turn polymer",
  "Woven packaging and extrusion lines",
  "Recycling and washing plants",
  "Screws, barrels, dies and spares",
  "Corporate office",
  ">Works<",
  ">Sales<",
  "(opens in a new tab)",
];

beforeAll(() => ensureBuild(), 600_000);

describe("the built footer", () => {
  it("is in Russian on the Russian pages", () => {
    for (const page of ["ru/index.html", "ru/ContactUs/index.html", "ru/TapeExtrusion/index.html"]) {
      const footer = footerOf(page);
      for (const text of [
        "Корпоративный офис",
        ">Завод<",
        ">Продажи<",
        "Линии переработки и мойки пластмасс",
        "(откроется в новой вкладке)",
      ])
        expect(footer, `${page}: ${text}`).toContain(text);
      for (const english of ENGLISH_WORDS) expect(footer, `${page}: ${english}`).not.toContain(english);
    }
  });

  it("is in Arabic on the Arabic pages", () => {
    const footer = footerOf("ar/index.html");
    for (const text of ["المكتب الرئيسي للشركة", ">المصنع<", ">المبيعات<", "(يفتح في علامة تبويب جديدة)"])
      expect(footer, text).toContain(text);
    for (const english of ENGLISH_WORDS) expect(footer, english).not.toContain(english);
  });

  it("keeps its English on the English pages", () => {
    const footer = footerOf("index.html");
    for (const text of ENGLISH_WORDS) expect(footer, text).toContain(text);
  });
});

/** What the built page shows, without its loader data. */
const mainOf = (relativePath: string) => {
  const html = readFileSync(path.join(CLIENT_DIR, relativePath), "utf8");
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
};

describe("the built product-line tiles and sliders", () => {
  it("say their own words in Russian and Arabic, counts in the language's plural forms", () => {
    const russian = mainOf("ru/PlasticRecycling/index.html");
    for (const text of ["Продуктовые линейки</h1>", "Четыре линейки", ">7 машин<", ">2 машины<", "ПОДРОБНЕЕ"])
      expect(russian, text).toContain(text);
    const arabic = mainOf("ar/PlasticRecycling/index.html");
    for (const text of ["أربع مجموعات", ">7 آلات<", ">آلتان<", "استكشف"]) expect(arabic, text).toContain(text);
    for (const english of ["Product Line", "Four lines", " machines", "EXPLORE"]) {
      expect(russian, english).not.toContain(english);
      expect(arabic, english).not.toContain(english);
    }
    const slider = mainOf("ru/PlasticRecycling/woven-packaging/index.html");
    for (const text of ["Смотреть машину", "Следующая машина: "]) expect(slider, text).toContain(text);
    for (const english of ["View machine", "Next machine"]) expect(slider, english).not.toContain(english);
    const empty = mainOf("ru/PlasticRecycling/no-products/index.html");
    for (const text of ["Все машины", "Машин пока нет", "Смотреть все продуктовые линейки"])
      expect(empty, text).toContain(text);
  });

  it("keep their English on the English pages", () => {
    const tiles = mainOf("PlasticRecycling/index.html");
    for (const text of ["Product Line</h1>", "Four lines of machinery", "7<!-- --> machines", "EXPLORE<span"])
      expect(tiles, text).toContain(text);
    expect(mainOf("PlasticRecycling/woven-packaging/index.html")).toContain("View machine");
    expect(mainOf("PlasticRecycling/no-products/index.html")).toContain("No products available");
  });
});
