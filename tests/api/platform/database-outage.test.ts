// The outage drill (security review S-02, issue 16): the database goes away under load and comes
// back, and the app keeps answering: 503 in the error shape while it is away, 200 after, never a
// 500 and never a crash. PostgreSQL: every app connection killed with pg_terminate_backend, then a
// full stop and start of a cluster of the test's own. SQLite: another process holding the write
// lock past the busy timeout.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { createAccount } from "#server/modules/staff/accounts";
import { availableDialects } from "#tests/setup/databases";
import { startThrowawayPostgres } from "#tests/setup/throwaway-cluster";
import { inquiry } from "#tests/fixtures/lead-forms";

const STAFF = { email: "drill@example.com", password: "outage-drill-ledger" };

interface Answer {
  at: number;
  route: string;
  status: number;
}

/** Requests in a loop from `workers` callers at once until stopped; every answer is kept. */
function startLoad(app: FastifyInstance, token: string, workers = 6) {
  const answers: Answer[] = [];
  let running = true;
  const requests = [
    {
      route: "GET /api/inquiries",
      send: () => app.inject({ url: "/api/inquiries", headers: { authorization: `Bearer ${token}` } }),
    },
    { route: "GET /readyz", send: () => app.inject({ url: "/readyz" }) },
    {
      route: "POST /api/inquiries",
      send: () => app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry() }),
    },
    { route: "GET /healthz", send: () => app.inject({ url: "/healthz" }) },
  ];
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const request = requests[i % requests.length]!;
      const response = await request.send();
      answers.push({ at: Date.now(), route: request.route, status: response.statusCode });
      if (response.statusCode === 503) expect(response.json().error.code).toBe("database_unavailable");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until every route of `routes` has answered `status` after `since`. */
async function until(answers: Answer[], since: number, routes: Record<string, number>, ms: number) {
  const deadline = Date.now() + ms;
  const seen = () =>
    Object.entries(routes).every(([route, status]) =>
      answers.some((a) => a.at > since && a.route === route && a.status === status),
    );
  while (!seen()) {
    if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms: ${JSON.stringify(routes)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now();
}

/** Errors nobody caught, which would end a real server process. */
function watchForCrashes() {
  const errors: unknown[] = [];
  const record = (error: unknown) => void errors.push(error);
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
  return {
    errors,
    stop: () => {
      process.off("uncaughtException", record);
      process.off("unhandledRejection", record);
    },
  };
}

async function signInToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth/admin/login", payload: STAFF });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe.each(availableDialects())("the database going away on %s", (dialect) => {
  let dataDir: string;
  let crashes: ReturnType<typeof watchForCrashes>;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "outage-drill-"));
    crashes = watchForCrashes();
  });
  afterEach(() => {
    crashes.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const envFor = (databaseUrl?: string) => ({
    DATA_DIR: dataDir,
    RATE_LIMIT: "off",
    PUBLIC_URL: "https://www.example.com",
    NOTIFY_TO: "sales@example.com",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  if (dialect === "postgres") {
    let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>>;
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query("create database drill");
      await admin.end();
    }, 120_000);
    afterAll(() => cluster?.stop());

    it(
      "answers 503 while connections are killed and while the server is stopped, 200 after, with no crash",
      { timeout: 240_000 },
      async () => {
        const url = new URL(cluster.url);
        url.pathname = "/drill";
        // The app opens, migrates and owns its pool, as the server process does.
        const app = await buildApp(loadConfig(envFor(url.toString())), {
          leadCapture: { inquiryNotificationTimeoutMs: 200 },
        });
        await app.ready();
        await createAccount(app.db, STAFF);
        const token = await signInToken(app);
        const load = startLoad(app, token);
        try {
          const warm = await until(load.answers, 0, { "GET /api/inquiries": 200, "POST /api/inquiries": 201 }, 20_000);

          // 1. Every connection of the app's database killed, three times over, under load.
          const killer = new pg.Client({ connectionString: cluster.url });
          await killer.connect();
          let killed = 0;
          for (let round = 0; round < 3; round++) {
            const result = await killer.query(
              "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'drill' and pid <> pg_backend_pid()",
            );
            killed += result.rowCount ?? 0;
            await new Promise((resolve) => setTimeout(resolve, 300));
          }
          await killer.end();
          expect(killed).toBeGreaterThan(0);
          const afterKills = Date.now();
          await until(
            load.answers,
            afterKills,
            { "GET /api/inquiries": 200, "GET /readyz": 200, "POST /api/inquiries": 201 },
            20_000,
          );

          // 2. The whole server stopped: the app answers 503 (health still 200) until it is back.
          cluster.pause();
          const stopped = Date.now();
          await until(
            load.answers,
            stopped,
            { "GET /api/inquiries": 503, "GET /readyz": 503, "POST /api/inquiries": 503, "GET /healthz": 200 },
            30_000,
          );
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          cluster.resume();
          const resumed = Date.now();
          const back = await until(
            load.answers,
            resumed,
            { "GET /api/inquiries": 200, "GET /readyz": 200, "POST /api/inquiries": 201 },
            60_000,
          );

          await load.stop();
          const statuses = new Set(load.answers.map((a) => a.status));
          expect([...statuses].sort()).toEqual([200, 201, 503]);
          expect(load.answers.filter((a) => a.route === "GET /healthz").every((a) => a.status === 200)).toBe(true);
          expect(load.answers.some((a) => a.at > warm && a.at < afterKills + 20_000)).toBe(true);
          expect(back - resumed).toBeLessThan(60_000);
          expect(crashes.errors).toEqual([]);
        } finally {
          await load.stop();
          await app.close();
        }
      },
    );
  } else {
    it(
      "answers 503 while another process holds the write lock past the busy timeout, 201 after, with no crash",
      { timeout: 180_000 },
      async () => {
        const app = await buildApp(loadConfig(envFor()), { leadCapture: { inquiryNotificationTimeoutMs: 200 } });
        await app.ready();
        await createAccount(app.db, STAFF);
        const token = await signInToken(app);
        const load = startLoad(app, token, 3);
        const other = new SQLite(path.join(dataDir, "site.db"));
        try {
          await until(load.answers, 0, { "POST /api/inquiries": 201 }, 20_000);
          other.prepare("begin immediate").run();
          const locked = Date.now();
          // better-sqlite3 waits out the busy timeout (5 s) on the event loop, so while the lock is
          // held every write (a lead, a session's touch, the outbox's claim and sent mark) holds up
          // the process for 5 s: the first 503 takes 10-30 s here, longer on a loaded machine.
          await until(load.answers, locked, { "POST /api/inquiries": 503, "GET /healthz": 200 }, 75_000);
          other.prepare("rollback").run();
          const released = Date.now();
          await until(load.answers, released, { "POST /api/inquiries": 201, "GET /readyz": 200 }, 45_000);
          await load.stop();
          expect(load.answers.every((a) => [200, 201, 503].includes(a.status))).toBe(true);
          expect(crashes.errors).toEqual([]);
        } finally {
          await load.stop();
          other.close();
          await app.close();
        }
      },
    );
  }
});
