import { describe, expect, it } from "vitest";
import { productContent } from "#content/products/index";
import { defaultSelection, selectionFor, withTabParam } from "./tab-selection";

describe("tab selection from a deep link", () => {
  const looms = productContent("CircularLoom");
  const bags = productContent("Bag-Conversion");

  it("opens on the first tab without a link, and on the linked tab with one", () => {
    expect(defaultSelection(looms)).toEqual({ tab: "4-shuttle" });
    expect(selectionFor(looms, "10-shuttle")).toEqual({ tab: "10-shuttle" });
  });

  it("ignores a link to a tab the page does not have", () => {
    expect(selectionFor(looms, "16-shuttle")).toBeNull();
    expect(selectionFor(looms, null)).toBeNull();
  });

  it("on two levels, opens a sub-tab under its main tab, or a main tab on its first sub-tab", () => {
    expect(defaultSelection(bags)).toEqual({ group: "small-bag-conversion", tab: "bag-conversion-line" });
    expect(selectionFor(bags, "bale-press")).toEqual({ group: "fibc-equipment", tab: "bale-press" });
    expect(selectionFor(bags, "fibc-equipment")).toEqual({ group: "fibc-equipment", tab: "mouth-punching" });
  });

  it("writes the tab into the address, keeping the rest", () => {
    expect(withTabParam("https://example.com/CircularLoom?x=1#gallery", "6-shuttle")).toBe(
      "/CircularLoom?x=1&tab=6-shuttle#gallery",
    );
  });
});
