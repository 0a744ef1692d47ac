import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("goes from the last item to the first", () => {
    expect(wrapIndex(8, 8)).toBe(0);
  });

  it("goes from the first item back to the last", () => {
    expect(wrapIndex(-1, 8)).toBe(7);
  });

  it("leaves an index inside the list alone", () => {
    expect(wrapIndex(3, 8)).toBe(3);
  });

  it("wraps jumps of more than one lap", () => {
    expect(wrapIndex(-9, 8)).toBe(7);
    expect(wrapIndex(17, 8)).toBe(1);
  });

  it("answers 0 for an empty list", () => {
    expect(wrapIndex(2, 0)).toBe(0);
  });
});
