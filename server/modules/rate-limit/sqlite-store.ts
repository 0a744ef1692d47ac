/**
 * The form limit's count in SQLite, so that the workers of `WEB_CONCURRENCY=N` on one database
 * file count a client's forms together (security review T-08). The same fixed window as on
 * PostgreSQL, counted by one upsert that returns the new count: SQLite runs one writer at a time,
 * so no two workers read the same count. The workers share one machine and so one clock, which
 * decides the windows here (timestamps written as the migrations write them, comparable as text).
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "#server/db/schema";
import type { RateLimitCount } from "./postgres-store";

/** Counts one hit on `key` in a window of `windowMs`; exported for tests. */
export async function countHitSqlite(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitCount> {
  const at = new Date(now).toISOString();
  const windowEnd = new Date(now + windowMs).toISOString();
  const over = sql<boolean>`rate_limits.window_ends_at <= ${at}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, hits: 1, window_ends_at: windowEnd })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql`case when ${over} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql`case when ${over} then ${windowEnd} else rate_limits.window_ends_at end`,
      }),
    )
    .returning(["hits", "window_ends_at"])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, Date.parse(String(row.window_ends_at)) - now) };
}

/** Removes windows that ended over a minute ago. */
export async function sweepRateLimitsSqlite(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_ends_at", "<", new Date(now - 60_000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
