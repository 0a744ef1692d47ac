/**
 * Tells the first of a run of the same event apart from its repeats, within one process: a sign-in
 * refused for a lock-out costs the client nothing (no password is hashed), so each refusal writing an
 * audit row would let anyone grow a table nobody may delete from. The first refusal of a lock-out is
 * stored; its repeats until the lock-out ends are logged only. Several processes store one each.
 */
export interface FirstOfRepeats {
  /** True for the first `key` seen until `untilMs`; false for the same key again before then. */
  isFirst(key: string, untilMs: number, nowMs?: number): boolean;
}

export function firstOfRepeats(maxKeys = 10_000): FirstOfRepeats {
  const until = new Map<string, number>();
  return {
    isFirst(key, untilMs, nowMs = Date.now()) {
      const known = until.get(key);
      if (known !== undefined && known > nowMs) return false;
      if (until.size >= maxKeys) {
        for (const [other, ends] of until) if (ends <= nowMs) until.delete(other);
        // Still full of live lock-outs (a flood of addresses): forget the oldest rather than grow.
        while (until.size >= maxKeys) until.delete(until.keys().next().value!);
      }
      until.delete(key);
      until.set(key, untilMs);
      return true;
    },
  };
}
