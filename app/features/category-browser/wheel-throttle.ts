/**
 * Wheel navigation for the category slider (docs/spec.md §9): deltas under 30 are ignored, moves are at
 * least 500 ms apart, and each move locks the slider for 600 ms while it travels.
 */
const WHEEL_MIN_DELTA = 30;
const WHEEL_MIN_INTERVAL_MS = 500;
const SLIDE_LOCK_MS = 600;

export interface WheelThrottle {
  /** -1 (previous), 1 (next) or 0 (ignored) for a wheel event at time `now` (ms). */
  step(deltaY: number, now: number): -1 | 0 | 1;
  /** Starts the transition lock for a move made another way (keys, dots, arrow). */
  lock(now: number): void;
}

export function createWheelThrottle(): WheelThrottle {
  let lastMoveAt = Number.NEGATIVE_INFINITY;
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return {
    step(deltaY, now) {
      if (Math.abs(deltaY) < WHEEL_MIN_DELTA) return 0;
      if (now < lockedUntil || now - lastMoveAt < WHEEL_MIN_INTERVAL_MS) return 0;
      lastMoveAt = now;
      lockedUntil = now + SLIDE_LOCK_MS;
      return deltaY > 0 ? 1 : -1;
    },
    lock(now) {
      lockedUntil = now + SLIDE_LOCK_MS;
    },
  };
}
