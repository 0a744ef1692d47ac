import { describe, expect, it } from "vitest";
import { backoffDelay } from "./outbox-worker";

describe("retry backoff", () => {
  const tuning = { baseBackoffMs: 30_000, maxBackoffMs: 3_600_000 };

  it("doubles with each attempt, jittered into the upper half", () => {
    expect(backoffDelay(1, tuning, () => 0)).toBe(15_000);
    expect(backoffDelay(2, tuning, () => 0)).toBe(30_000);
    expect(backoffDelay(3, tuning, () => 0.5)).toBe(90_000);
  });

  it("never waits longer than the cap", () => {
    expect(backoffDelay(30, tuning, () => 0.999_999)).toBeLessThanOrEqual(3_600_000);
    expect(backoffDelay(30, tuning, () => 0.999_999)).toBeGreaterThan(3_599_000);
    expect(backoffDelay(30, tuning, () => 0)).toBe(1_800_000);
  });
});
