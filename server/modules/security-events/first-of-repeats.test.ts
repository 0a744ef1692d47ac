import { describe, expect, it } from "vitest";
import { firstOfRepeats } from "./first-of-repeats";

describe("the first of a run of repeats", () => {
  it("is the first event of a key, and again once its run is over", () => {
    const repeats = firstOfRepeats();
    expect(repeats.isFirst("a", 1_000, 0)).toBe(true);
    expect(repeats.isFirst("a", 1_500, 500)).toBe(false);
    expect(repeats.isFirst("b", 1_000, 500)).toBe(true);
    expect(repeats.isFirst("a", 3_000, 1_000)).toBe(true);
  });

  it("keeps no more keys than it is given, forgetting ended runs first and then the oldest", () => {
    const repeats = firstOfRepeats(2);
    expect(repeats.isFirst("a", 100, 0)).toBe(true);
    expect(repeats.isFirst("b", 10_000, 0)).toBe(true);
    // "a" has ended: it makes room for "c", and "b" is still remembered.
    expect(repeats.isFirst("c", 10_000, 200)).toBe(true);
    expect(repeats.isFirst("b", 10_000, 300)).toBe(false);
    // Both live: the oldest, "b", is forgotten for "d".
    expect(repeats.isFirst("d", 10_000, 400)).toBe(true);
    expect(repeats.isFirst("b", 10_000, 500)).toBe(true);
  });
});
