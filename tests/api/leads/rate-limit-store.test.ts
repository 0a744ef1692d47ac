// The lead forms' limit counts wherever the app is told to (decision 025): a store handed to
// buildApp receives every form's count, keyed by the client's address, and its answer decides.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countHit, sweepRateLimits } from "#server/modules/rate-limit/postgres-store";
import { countHitSqlite, sweepRateLimitsSqlite } from "#server/modules/rate-limit/sqlite-store";
import { availableDialects } from "#tests/setup/databases";
import { homeCatalogueRequest, inquiry, LEAD_ENV } from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

/** A store that says every address is over its limit, with 90 s to wait, and notes the keys it was asked about. */
class ExhaustedStore {
  static keys: string[] = [];
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    _window: number,
    max: number,
  ) {
    ExhaustedStore.keys.push(key);
    callback(null, { current: max + 1, ttl: 90_000 });
  }
  child() {
    return this;
  }
}

describe.each(availableDialects())("the form limit's store on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: LEAD_ENV, rateLimitStore: ExhaustedStore });
  });
  afterAll(async () => t?.close());

  it("asks the given store about each form post, by address, and answers 429 as it says", async () => {
    ExhaustedStore.keys = [];
    const answers = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry(), remoteAddress: "198.51.100.7" }),
      t.app.inject({
        method: "POST",
        url: "/send-email",
        payload: homeCatalogueRequest(),
        remoteAddress: "198.51.100.8",
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(answers[0]!.headers["retry-after"]).toBe("90");
    expect(answers[0]!.json().error).toEqual({
      code: "too_many_requests",
      message: "Too many forms were sent from your address. Please try again in 2 minutes.",
    });
    expect(ExhaustedStore.keys.sort()).toEqual(["198.51.100.7", "198.51.100.8"]);
    // The library's own X-RateLimit-* headers are not sent.
    expect(Object.keys(answers[0]!.headers).filter((name) => name.startsWith("x-ratelimit"))).toEqual([]);
  });

  it("leaves the other routes alone", async () => {
    ExhaustedStore.keys = [];
    expect((await t.app.inject({ method: "GET", url: "/api/form-token" })).statusCode).toBe(200);
    expect(ExhaustedStore.keys).toEqual([]);
  });
});

// With DATABASE_URL the limit counts in PostgreSQL (decision 028): processes on one database count together.
describe.runIf(availableDialects().includes("postgres"))("the form limit on PostgreSQL", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ dialect: "postgres", env: LEAD_ENV });
    second = await buildTestApp({ dialect: "postgres", env: LEAD_ENV, testDb: first.testDb });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("is shared by two apps on one database: ten forms from an address in all, wherever they land", async () => {
    const post = (t: TestApp, i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ name: `Shared Limit ${i}` }),
        remoteAddress: "198.51.100.77",
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 === 0 ? first : second, i)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    // Another address has its own count.
    const other = await second.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: inquiry(),
      remoteAddress: "198.51.100.78",
    });
    expect(other.statusCode).toBe(201);
  });

  it("counts parallel hits one by one, restarts a window that is over, and sweeps old windows", async () => {
    const { db } = first;
    const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(db, "test:parallel", 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(counts.every((count) => count.ttl > 55_000 && count.ttl <= 60_000)).toBe(true);

    await countHit(db, "test:short", 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await countHit(db, "test:short", 100)).current).toBe(1);

    await db
      .updateTable("rate_limits")
      .set({ window_ends_at: new Date(Date.now() - 120_000).toISOString() })
      .where("key", "=", "test:short")
      .execute();
    expect(await sweepRateLimits(db)).toBe(1);
    expect(await db.selectFrom("rate_limits").select("key").where("key", "=", "test:short").execute()).toEqual([]);
  });
});

// On SQLite, the workers of WEB_CONCURRENCY=N each build an app on the one database file (security
// review T-08): the limit counts in that file, not in each worker's memory.
describe("the form limit on one SQLite file", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ dialect: "sqlite", env: LEAD_ENV });
    second = await buildTestApp({ dialect: "sqlite", env: LEAD_ENV, testDb: first.testDb });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("is shared by two apps on the file: ten forms from an address in all, wherever they land", async () => {
    const post = (t: TestApp, i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ name: `Shared Limit ${i}` }),
        remoteAddress: "198.51.100.77",
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 === 0 ? first : second, i)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    const other = await second.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: inquiry(),
      remoteAddress: "198.51.100.78",
    });
    expect(other.statusCode).toBe(201);
  });

  it("restarts a window that is over and sweeps old windows", async () => {
    const { db } = first;
    const start = Date.now() + 86_400_000;
    expect(await countHitSqlite(db, "test:window", 60_000, start)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHitSqlite(db, "test:window", 60_000, start + 20_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(await countHitSqlite(db, "test:window", 60_000, start + 60_000)).toEqual({ current: 1, ttl: 60_000 });
    const kept = () => db.selectFrom("rate_limits").select("key").where("key", "=", "test:window").execute();
    // The window ends at start + 120 s; it is swept a minute after that, not before.
    await sweepRateLimitsSqlite(db, start + 180_000);
    expect(await kept()).toEqual([{ key: "test:window" }]);
    expect(await sweepRateLimitsSqlite(db, start + 180_001)).toBe(1);
    expect(await kept()).toEqual([]);
  });
});
