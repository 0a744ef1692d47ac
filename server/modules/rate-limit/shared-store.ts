/**
 * @fastify/rate-limit's store in the app's database, so that every process on it counts a
 * client's forms together: PostgreSQL's several machines (decision 034) and SQLite's workers of
 * `WEB_CONCURRENCY=N` (security review T-08). Old windows are swept at most once a minute.
 */
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Kysely } from "kysely";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { countHit, type RateLimitCount, sweepRateLimits } from "./postgres-store";
import { countHitSqlite, sweepRateLimitsSqlite } from "./sqlite-store";

type IncrCallback = (error: Error | null, result?: RateLimitCount) => void;

const SWEEP_EVERY_MS = 60_000;

export function sharedRateLimitStore(
  db: Kysely<Database>,
  dialect: Dialect,
  log: { warn: (details: object, message: string) => void },
): FastifyRateLimitStoreCtor {
  const count = dialect === "postgres" ? countHit : countHitSqlite;
  const sweep = dialect === "postgres" ? sweepRateLimits : sweepRateLimitsSqlite;
  let lastSweep = 0;
  const sweepNow = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    sweep(db).catch((error: unknown) => log.warn({ err: error }, "rate limit: could not sweep old windows"));
  };

  class SharedRateLimitStore {
    /** Limits with other settings count apart: the key names the window and the maximum. */
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      sweepNow();
      count(db, `${timeWindow}/${max}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): SharedRateLimitStore {
      return this;
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
