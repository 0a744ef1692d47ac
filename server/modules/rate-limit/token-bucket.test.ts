import { describe, expect, it } from "vitest";
import { TokenBucketLimiter } from "./token-bucket";

describe("token bucket", () => {
  it("allows a burst, then refuses with the wait until the next token", () => {
    const limiter = new TokenBucketLimiter({ capacity: 3, refillIntervalMs: 10_000 });
    expect([1, 2, 3].map(() => limiter.take("1.2.3.4", 0).allowed)).toEqual([true, true, true]);
    expect(limiter.take("1.2.3.4", 0)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take("1.2.3.4", 4_000)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.take("1.2.3.4", 10_000)).toEqual({ allowed: true });
  });

  it("keeps each address apart", () => {
    const limiter = new TokenBucketLimiter({ capacity: 1, refillIntervalMs: 60_000 });
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("b", 0).allowed).toBe(true);
    expect(limiter.take("a", 0).allowed).toBe(false);
  });

  it("forgets the least recently used address beyond its size", () => {
    const limiter = new TokenBucketLimiter({ capacity: 1, refillIntervalMs: 60_000, maxKeys: 2 });
    limiter.take("a", 0);
    limiter.take("b", 0);
    limiter.take("c", 0);
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("c", 0).allowed).toBe(false);
  });
});
