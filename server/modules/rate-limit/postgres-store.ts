/**
 * @fastify/rate-limit's store kept in PostgreSQL, so that several processes on one database count
 * a client's forms together (docs/decisions/034-shared-limits-and-sign-in.md). A fixed window per
 * key, counted by one upsert: the window restarts when it is over, else the count goes up; the
 * new count and the time left come back from the same statement, so concurrent requests on any
 * process never lose a count. The table is unlogged, and the database's clock decides windows.
 * Rows whose window ended a while ago are swept (shared-store.ts, at most once a minute).
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "#server/db/schema";

export interface RateLimitCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one hit on `key` in a window of `windowMs`; exported for tests. */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number): Promise<RateLimitCount> {
  // The clock as the statement runs, not now(), which is when its transaction began: a hit that
  // waited for another's row lock would otherwise see a window opened after its own start, and
  // more than the whole window left (a CI run saw it with 40 hits at once).
  const windowEnd = sql<string>`clock_timestamp() + ${windowMs} * interval '1 millisecond'`;
  const over = sql<boolean>`rate_limits.window_ends_at <= clock_timestamp()`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, window_ends_at: windowEnd })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql`case when ${over} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql`case when ${over} then ${windowEnd} else rate_limits.window_ends_at end`,
      }),
    )
    .returning([
      "hits",
      sql<number>`ceil(extract(epoch from (rate_limits.window_ends_at - clock_timestamp())) * 1000)::integer`.as("ttl"),
    ])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}

export async function sweepRateLimits(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_ends_at", "<", sql<string>`now() - interval '1 minute'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
