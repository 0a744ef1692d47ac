import { describe, expect, test } from "vitest";
import { collectionSchemas } from "#contracts/collections/index";
import { machineTexts } from "#contracts/collections/machines";
import { productLines, productPages } from "../product-lines";
import { productContent } from "./index";
import { machineFieldsOf, productContentOf, productLineFieldsOf, productLineOf, productPageOf } from "./machine-fields";

describe("machine pages as collection items", () => {
  test.each(productPages.map((page) => [page.path, page] as const))(
    "/%s comes back from its fields exactly as content/products/ holds it",
    (path, page) => {
      const before = productContent(path);
      // Through the portal's own rules and JSON, as the database stores it.
      const stored = JSON.parse(JSON.stringify(collectionSchemas.machines.input.parse(machineFieldsOf(page, before))));
      expect(productContentOf(stored)).toEqual(before);
      expect(productPageOf(stored)).toEqual(page);
    },
  );

  test("product lines come back from their fields", () => {
    for (const line of productLines) expect(productLineOf(line.slug, productLineFieldsOf(line))).toEqual(line);
  });

  test("an uploaded catalogue takes the place of the generated one: the tab's first, then the machine's", () => {
    const page = productPages.find((entry) => entry.path === "CircularLoom")!;
    const fields = machineFieldsOf(page, productContent(page.path));
    const withMachinePdf = { ...fields, cataloguePdf: "/assets/documents/looms-2027.pdf" };
    withMachinePdf.tabs = [
      { ...fields.tabs[0]!, cataloguePdf: "/assets/documents/four-shuttle.pdf" },
      ...fields.tabs.slice(1),
    ];
    const tabs = productContentOf(withMachinePdf).tabs!;
    expect(tabs[0]!.catalogue).toBe("/assets/documents/four-shuttle.pdf");
    expect(tabs[1]!.catalogue).toBe("/assets/documents/looms-2027.pdf");
    expect(productContentOf(fields).tabs![1]!.catalogue).toBe(fields.tabs[1]!.catalogue);
  });

  test("the texts a translation changes are the labels and words, never the figures", () => {
    const page = productPages.find((entry) => entry.path === "BBB")!;
    const texts = machineTexts(machineFieldsOf(page, productContent(page.path)));
    expect(texts).toContain(page.name);
    expect(texts).toContain("Parameter");
    expect(texts).toContain("Block bottom bag machine: parameters and bag size ranges");
    expect(texts).not.toContain("350–600");
    expect(texts).not.toContain("/catalogues/block-bottom-bag-machine.pdf");
  });
});
