/**
 * The product lines and machines as the menu, the tiles and the sliders name them: in the page's
 * language where an item has the field translated, in English field by field where it has not
 * (decision 075), and in English on the English pages.
 */
import { describe, expect, it } from "vitest";
import { ar } from "#content/seed/machine-translations/ar";
import { ru } from "#content/seed/machine-translations/ru";
import { categoryBrowserOf, productLineMenu, siteContentOf } from "./site-content.server";

const seed = siteContentOf(undefined);
const WOVEN = "/PlasticRecycling/woven-packaging";

describe("the product lines in the page's language", () => {
  it("names the menu's lines in the page's language, at their English addresses", () => {
    const russianTitle = ru["product-lines"]["woven-packaging"]!.title as string;
    expect(productLineMenu(seed, "ru")).toContainEqual({ label: russianTitle, to: WOVEN });
    expect(productLineMenu(seed, "ar")).toContainEqual({
      label: ar["product-lines"]["woven-packaging"]!.title as string,
      to: WOVEN,
    });
    expect(productLineMenu(seed, "en")).toContainEqual({ label: "Woven Packaging", to: WOVEN });
  });

  it("falls back to English for each field a line has not translated", () => {
    const summary = "Оборудование для тканых мешков и МКР.";
    const content = {
      ...seed,
      "product-lines": seed["product-lines"].map((item) =>
        item.slug === "woven-packaging" ? { ...item, translations: { ru: { summary } } } : item,
      ),
    };
    const woven = categoryBrowserOf(content, "ru").lines.find((line) => line.slug === "woven-packaging");
    expect(woven).toMatchObject({ title: "Woven Packaging", summary });
    expect(productLineMenu(content, "ru")).toContainEqual({ label: "Woven Packaging", to: WOVEN });
  });

  it("names the sliders' machines in the page's language, in English on English pages", () => {
    const tape = ru.machines["tape-extrusion-line"]!;
    const russian = categoryBrowserOf(seed, "ru").products.find((product) => product.path === "TapeExtrusion");
    expect(russian).toMatchObject({ name: tape.title, summary: tape.summary });
    const english = categoryBrowserOf(seed, "en").products.find((product) => product.path === "TapeExtrusion");
    expect(english?.name).toBe("Tape Extrusion Line");
  });
});
