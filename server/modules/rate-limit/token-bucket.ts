/**
 * Per-key token buckets in this process's memory: a burst of `capacity` requests, then one more
 * every `refillIntervalMs`. Enough for one server process; several processes each keep their own
 * buckets (see docs/decisions on lead capture).
 */
export interface TokenBucketOptions {
  capacity: number;
  refillIntervalMs: number;
  /** Buckets kept at most; the least recently used go first (a flood of addresses cannot exhaust memory). */
  maxKeys?: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxKeys: number;

  constructor(private readonly options: TokenBucketOptions) {
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  take(key: string, now = Date.now()): TakeResult {
    const { capacity, refillIntervalMs } = this.options;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, updatedAt: now };
    const refilled = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.updatedAt) / refillIntervalMs);
    // Re-insert so the Map's order is least recently used first.
    this.buckets.delete(key);
    if (refilled >= 1) {
      this.buckets.set(key, { tokens: refilled - 1, updatedAt: now });
      this.evict();
      return { allowed: true };
    }
    this.buckets.set(key, { tokens: refilled, updatedAt: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - refilled) * refillIntervalMs) / 1000)) };
  }

  private evict(): void {
    while (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) return;
      this.buckets.delete(oldest);
    }
  }
}
