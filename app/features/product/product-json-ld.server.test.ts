import { describe, expect, it } from "vitest";
import { company } from "#content/company";
import { productPages } from "#content/product-lines";
import { productContent } from "#content/products/index";
import { productJsonLd } from "./product-json-ld.server";

describe("product structured data", () => {
  it("describes the machine, its brand and maker, and offers nothing it cannot back", () => {
    const page = productPages.find((p) => p.path === "BoxStrapping")!;
    const data = productJsonLd(page, productContent(page.path), "https://example.com/BoxStrapping", "en");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Box Strapping Line",
      url: "https://example.com/BoxStrapping",
      brand: { "@type": "Brand", name: company.name },
      manufacturer: { "@type": "Organization", name: company.legalName },
    });
    expect(String(data.description)).toContain("STRAPEX");
    for (const invented of ["offers", "aggregateRating", "review", "sku", "gtin"])
      expect(data).not.toHaveProperty(invented);
  });

  it("states the figures of the first tab's table, each named by its row and, among several models, its column", () => {
    const strapping = productPages.find((p) => p.path === "BoxStrapping")!;
    const data = productJsonLd(strapping, productContent("BoxStrapping"), "https://example.com/BoxStrapping", "en");
    expect(data.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Screw diameter (mm): STRAPEX 80-PET",
      value: "80",
    });
    const loom = productPages.find((p) => p.path === "CircularLoom")!;
    const looms = productJsonLd(loom, productContent("CircularLoom"), "https://example.com/CircularLoom", "en");
    expect(looms.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Lay-flat fabric width (mm)",
      value: "300–750",
    });
  });

  it("names the language of the page it is on", () => {
    const page = productPages.find((p) => p.path === "TapeExtrusion")!;
    const data = productJsonLd(page, productContent(page.path), "https://example.com/ru/TapeExtrusion", "ru");
    expect(data.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://example.com/ru/TapeExtrusion",
      inLanguage: "ru",
    });
  });
});
