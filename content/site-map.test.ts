import { describe, expect, it } from "vitest";
import { productLines, productPages } from "./product-lines";
import { allPublicPaths, findPublicPage, publicPages } from "./site-map";

describe("site map", () => {
  it("lists every route of the spec, with the case variants", () => {
    const paths = allPublicPaths();
    for (const path of [
      "/",
      "/Aboutus",
      "/AboutUs",
      "/ContactUs",
      "/Service",
      "/news",
      "/News",
      "/Exhibition",
      "/Carrer",
      "/Woven",
      "/PlasticRecycling",
    ]) {
      expect(paths).toContain(path);
    }
    for (const line of ["woven-packaging", "plastic-recycling", "profile-extrusion", "sheet-film-extrusion"]) {
      expect(paths).toContain(`/PlasticRecycling/${line}`);
    }
    const products = [
      "TapeExtrusion",
      "WindingMachine",
      "CircularLoom",
      "ExtrusionCoating",
      "PrintingMachine",
      "Bag-Conversion",
      "BBB",
      "WovenSack",
      "PET",
      "BatteryBox",
      "Monofilament",
      "BoxStrapping",
      "SheetExtrusion",
      "CastLine",
      "Flexible",
    ];
    for (const product of products) expect(paths).toContain(`/${product}`);
    expect(productPages).toHaveLength(15);
  });

  it("has no path twice", () => {
    const paths = allPublicPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("resolves an alias to its canonical page", () => {
    expect(findPublicPage("/AboutUs")?.path).toBe("/Aboutus");
    expect(findPublicPage("/News")?.path).toBe("/news");
    expect(findPublicPage("/nowhere")).toBeUndefined();
  });

  it("gives every page a title and a description of a useful length", () => {
    for (const page of publicPages) {
      expect(page.title.length, page.path).toBeGreaterThan(3);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("puts every product in one of the four product lines", () => {
    const slugs = productLines.map((line) => line.slug);
    expect(slugs).toHaveLength(4);
    for (const product of productPages) expect(slugs).toContain(product.line);
    for (const slug of slugs)
      expect(
        productPages.some((p) => p.line === slug),
        slug,
      ).toBe(true);
  });
});
