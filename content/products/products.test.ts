import { describe, expect, it } from "vitest";
import { productPages } from "../product-lines";
import { productContent, productContents } from "./index";
import { allTabs, productContentSchema, type ProductTab } from "./schema";

const tabsOf = (path: string) => allTabs(productContent(path));
const onlyTab = (path: string): ProductTab => {
  const tabs = tabsOf(path);
  expect(tabs).toHaveLength(1);
  return tabs[0]!;
};
/** The table as header → column of cells, for tables laid out as "Parameter | model columns". */
const row = (tab: ProductTab, parameter: string) => {
  const found = tab.tableRows.find((cells) => cells[0] === parameter);
  if (!found) throw new Error(`no row "${parameter}" in ${tab.label}`);
  return found.slice(1);
};
const column = (tab: ProductTab, header: string) => {
  const index = tab.tableHeaders.indexOf(header);
  if (index < 0) throw new Error(`no column "${header}" in ${tab.label}`);
  return tab.tableRows.map((cells) => cells[index]);
};

describe("product content", () => {
  it("has exactly one valid content module per product page", () => {
    expect(productContents.map((p) => p.path).sort()).toEqual(productPages.map((p) => p.path).sort());
    for (const product of productContents) {
      const result = productContentSchema.safeParse(product);
      expect(result.success, `${product.path}: ${result.error?.message}`).toBe(true);
    }
  });

  it("names the tabs exactly as the spec does", () => {
    const labels = (path: string) => tabsOf(path).map((t) => t.label);
    expect(labels("TapeExtrusion")).toEqual(["Product"]);
    expect(labels("CircularLoom")).toEqual([
      "4-Shuttle",
      "6-Shuttle",
      "8-Shuttle",
      "10-Shuttle",
      "12-Shuttle",
      "iL (Inside Lamination)",
    ]);
    expect(labels("PrintingMachine")).toEqual(["Product"]);
    expect(labels("WindingMachine")).toEqual(["Tape Winders", "Auto-Doffing Winders", "Fibrillated Tape Winder"]);
    expect(labels("ExtrusionCoating")).toEqual(["Woven & non-Woven", "FIBC", "Tarpaulin", "High-Speed Lamination"]);
    expect(labels("WovenSack")).toEqual([
      "Plastic Cleaning & Washing",
      "Single-Stage Recycling",
      "Two-Stage Recycling",
    ]);
    expect(labels("BatteryBox")).toEqual(["Product"]);
  });

  it("gives Bag-Conversion two main tabs with their sub-tabs, each with its own table and catalogue", () => {
    const groups = productContent("Bag-Conversion").tabGroups ?? [];
    expect(groups.map((g) => g.label)).toEqual(["Small Bag Conversion", "FIBC Equipment"]);
    expect(groups[0]!.tabs.map((t) => t.label)).toEqual([
      "Bag Conversion Line",
      "Bag Conversion Line with Linear Insertion",
      "Woven Fabric Tubing Machine",
      "Bag Conversion Line with Integrated Gusseting",
    ]);
    expect(groups[1]!.tabs.map((t) => t.label)).toEqual(["Mouth Punching", "Bale Press", "Belt Cutting"]);
    const tabs = tabsOf("Bag-Conversion");
    expect(new Set(tabs.map((t) => t.catalogue)).size).toBe(7);
    for (const tab of tabs) expect(tab.tableRows.length).toBeGreaterThan(0);
    // The first sub-tab is a slideshow; the others show one still image.
    expect(tabs[0]!.images.length).toBeGreaterThan(1);
    for (const tab of tabs.slice(1)) expect(tab.images).toHaveLength(1);
  });

  it("has STRAPEX 70-PP, 80-PP, 80-PET and 100-PET with the spec's rows and outputs", () => {
    const tab = onlyTab("BoxStrapping");
    expect(tab.tableHeaders.slice(1)).toEqual(["STRAPEX 70-PP", "STRAPEX 80-PP", "STRAPEX 80-PET", "STRAPEX 100-PET"]);
    expect(tab.tableRows.map((r) => r[0])).toEqual([
      "Materials",
      "Screw diameter (mm)",
      "Number of straps",
      "Strap sizes (mm)",
      "Output (kg/h)",
      "Winders (nos.)",
    ]);
    expect(row(tab, "Output (kg/h)")[0]).toBe("75-80");
    expect(row(tab, "Output (kg/h)")[3]).toBe("200-250");
    for (const sizes of row(tab, "Strap sizes (mm)")) expect(sizes).toBe("9 / 12 / 15 / 19");
  });

  it("has JP 70/80/90 MONO with PP and HDPE output and godet width", () => {
    const tab = onlyTab("Monofilament");
    expect(tab.tableHeaders.slice(1)).toEqual(["JP 70 MONO", "JP 80 MONO", "JP 90 MONO"]);
    for (const parameter of ["Output, PP (kg/h)", "Output, HDPE (kg/h)", "Godet width (mm)"]) {
      expect(row(tab, parameter)).toHaveLength(3);
    }
  });

  it("has thirteen sheet configurations with the five figures the spec names", () => {
    const tab = onlyTab("SheetExtrusion");
    expect(tab.tableRows).toHaveLength(13);
    expect(tab.tableHeaders).toEqual([
      "Configuration",
      "Extruder diameter (mm)",
      "Die width (mm)",
      "Output (kg/h)",
      "Calender size, dia × face (mm)",
      "Max. sheet width (mm)",
    ]);
  });

  it("has JP-COEX-CF 1800 and 2300 in 3 and 5 layers for 15–150 micron film", () => {
    const tab = onlyTab("CastLine");
    expect(tab.tableHeaders.slice(1)).toEqual([
      "JP-COEX-CF 1800 (3 layer)",
      "JP-COEX-CF 1800 (5 layer)",
      "JP-COEX-CF 2300 (3 layer)",
      "JP-COEX-CF 2300 (5 layer)",
    ]);
    expect(row(tab, "Number of layers")).toEqual(["3", "5", "3", "5"]);
    expect(new Set(row(tab, "Film thickness (micron)"))).toEqual(new Set(["15–150"]));
  });

  it("has LAMIFLEX 1200/1450/1600 with lamination width", () => {
    const tab = onlyTab("Flexible");
    expect(tab.tableHeaders.slice(1)).toEqual(["LAMIFLEX 1200", "LAMIFLEX 1450", "LAMIFLEX 1600"]);
    expect(row(tab, "Max. lamination width (mm)")).toEqual(["1200", "1450", "1600"]);
  });

  it("states the spec's marketing figures: tape lines, looms, printing and coating", () => {
    const tapeOutputs = column(onlyTab("TapeExtrusion"), "Output, PP/HDPE (kg/h)").map(Number);
    expect(Math.min(...tapeOutputs)).toBe(150);
    expect(Math.max(...tapeOutputs)).toBe(900);

    const shuttles = tabsOf("CircularLoom")
      .slice(0, 5)
      .map((tab) => row(tab, "Number of shuttles")[0]);
    expect(shuttles).toEqual(["4", "6", "8", "10", "12"]);

    const printing = onlyTab("PrintingMachine");
    expect(printing.tableHeaders.slice(1)).toEqual(["4 Colour", "6 Colour", "8 Colour"]);
    expect(row(printing, "Max. print width (mm)")).toEqual(["760", "760", "760"]);

    const dieWidths = tabsOf("ExtrusionCoating").flatMap((tab) => column(tab, "Die width (mm)").map(Number));
    expect(Math.max(...dieWidths)).toBe(6000);
  });

  it("has the BBB parameters and the bag size ranges W1, W2, W3, L, L1 and T", () => {
    const names = onlyTab("BBB").tableRows.map((r) => r[0]);
    for (const letter of ["W1", "W2", "W3", "L", "L1", "T"]) {
      expect(
        names.some((name) => name?.startsWith(`${letter} — `)),
        letter,
      ).toBe(true);
    }
  });

  it("gives the PET washing line no table", () => {
    const tab = onlyTab("PET");
    expect(tab.tableHeaders).toEqual([]);
    expect(tab.tableRows).toEqual([]);
  });

  it("gives every tab its own catalogue file", () => {
    const catalogues = productContents.flatMap((p) => allTabs(p).map((t) => t.catalogue));
    expect(new Set(catalogues).size).toBe(catalogues.length);
  });
});
