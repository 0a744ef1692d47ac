/**
 * The footer in the page's language (issue 25), against the real build: the tagline, the group
 * companies' descriptions, the offices' names, the phones' labels and the hidden "(opens in a new
 * tab)" of its outside links. The English pages keep their English.
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
