import { describe, expect, it } from "vitest";
import { percentile } from "./stats";

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("picks the nearest rank", () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 51)).toBe(30);
  });

  it("stays inside the figures at either end and answers 0 for none", () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([], 50)).toBe(0);
  });
});
