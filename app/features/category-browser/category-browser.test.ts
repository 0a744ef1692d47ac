import { describe, expect, it } from "vitest";
import { productLines, productPages } from "#content/product-lines";
import { slidesFor as slidesOf, startIndex } from "./slides";
import { createWheelThrottle } from "./wheel-throttle";

/** The slides of the seeded browser: the product lines and machines as content/product-lines.ts states them. */
const slidesFor = (segment: string | undefined) => slidesOf(segment, { lines: productLines, products: productPages });

describe("category slider slides", () => {
  it("shows the products of the line the address names", () => {
    const { line, products, startAt } = slidesFor("woven-packaging");
    expect(line?.slug).toBe("woven-packaging");
    expect(products.map((p) => p.path)).toEqual([
      "TapeExtrusion",
      "WindingMachine",
      "CircularLoom",
      "ExtrusionCoating",
      "PrintingMachine",
      "Bag-Conversion",
      "BBB",
    ]);
    expect(startAt).toBeNull();
  });

  it("shows a product's line, opening on it, when the address names the product", () => {
    const { line, products, startAt } = slidesFor("monofilament");
    expect(line?.slug).toBe("profile-extrusion");
    expect(startAt).toBe("Monofilament");
    expect(startIndex(products, startAt)).toBe(products.findIndex((p) => p.path === "Monofilament"));
  });

  it("shows every product without a filter and none for a filter that matches nothing", () => {
    expect(slidesFor(undefined).products).toHaveLength(productPages.length);
    expect(slidesFor("injection-moulding").products).toEqual([]);
  });

  it("opens on the first slide when the deep link names no slide of this line", () => {
    const { products } = slidesFor("sheet-film-extrusion");
    expect(startIndex(products, "TapeExtrusion")).toBe(0);
    expect(startIndex(products, null)).toBe(0);
  });
});

describe("wheel throttle", () => {
  it("ignores deltas under 30", () => {
    const wheel = createWheelThrottle();
    expect(wheel.step(29, 0)).toBe(0);
    expect(wheel.step(-29, 0)).toBe(0);
    expect(wheel.step(30, 0)).toBe(1);
  });

  it("moves once per burst: nothing for 600 ms after a move, then again", () => {
    const wheel = createWheelThrottle();
    expect(wheel.step(100, 1000)).toBe(1);
    expect(wheel.step(100, 1100)).toBe(0);
    expect(wheel.step(100, 1550)).toBe(0);
    expect(wheel.step(-100, 1600)).toBe(-1);
  });

  it("keeps moves 500 ms apart even without the lock", () => {
    const wheel = createWheelThrottle();
    expect(wheel.step(100, 0)).toBe(1);
    expect(wheel.step(100, 499)).toBe(0);
  });

  it("is locked by a move made with keys or dots", () => {
    const wheel = createWheelThrottle();
    wheel.lock(5000);
    expect(wheel.step(100, 5300)).toBe(0);
    expect(wheel.step(100, 5600)).toBe(1);
  });
});
