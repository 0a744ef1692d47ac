// Issue 15: two server processes on one PostgreSQL behave as one site. Each process is the whole
// app in a child process of its own (tests/fixtures/lead-server.ts), with a data directory
// of its own (nothing shared but the database), behind a "proxy" at 127.0.0.1: TRUST_PROXY lets
// each test speak for a client address of its own through X-Forwarded-For, so the form limit of
// one test does not spend another's. Submissions carry no form token, as a form posted without
// JavaScript would: the time-to-fill check stays neutral and they are stored as normal records.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, migrateToLatest } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { enqueueMessages } from "#server/modules/mail/outbox-repository";
import { createAccount } from "#server/modules/staff/accounts";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { samplePdf } from "#tests/fixtures/documents";
import { inquiry, jobApplication, multipart } from "#tests/fixtures/lead-forms";
import { bundledLeadServer } from "#tests/fixtures/lead-server-process";
import { eventually, startSilentServer, startSmtpServer, type TestSmtpServer } from "#tests/fixtures/smtp";

const STAFF = { email: "ops@example.com", password: "Twin-Screw-Barrel-7731" };
/**
 * Short enough for the killed send to be taken over within the test, far longer than one send and
 * than the stuck process's wait for its notification (NOTIFICATION_WAIT_MS).
 */
const LEASE_MS = 5_000;
const NOTIFICATION_WAIT_MS = 300;

const startLeadServer = bundledLeadServer("lead-tests");
type ServerProcess = Awaited<ReturnType<typeof startLeadServer>>;

const children = new Set<ChildProcess>();
const dirs: string[] = [];

/** One process with a data directory of its own. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "multi-process-"));
  dirs.push(dataDir);
  const server = await startLeadServer({ DATA_DIR: dataDir, ...env });
  children.add(server.child);
  return server;
}

/** A request from `client` (its address, told by the trusted proxy) with a deadline. */
function call(
  server: ServerProcess,
  pathName: string,
  init: { client: string; method?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { "x-forwarded-for": init.client, ...init.headers };
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.body) {
    body = new Uint8Array(init.body);
  }
  return fetch(`${server.url}${pathName}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    signal: AbortSignal.timeout(15_000),
  });
}

async function signIn(server: ServerProcess, client: string, password = STAFF.password) {
  return call(server, "/api/auth/admin/login", { client, json: { email: STAFF.email, password } });
}

async function tokenFrom(server: ServerProcess, client: string): Promise<string> {
  const answer = await signIn(server, client);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.runIf(availableDialects().includes("postgres"))("two processes on one PostgreSQL", () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  let smtp: TestSmtpServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    db = createDatabase(testDb.config).db;
    await migrateToLatest(db);
    await createAccount(db, STAFF);
    smtp = await startSmtpServer();
    env = {
      DATABASE_URL: testDb.config.databaseUrl!,
      SMTP_URL: smtp.url,
      NOTIFY_TO: "sales@example.com",
      PUBLIC_URL: "https://www.example.com",
      TRUST_PROXY: "127.0.0.1",
      LEAD_TEST_TUNING: JSON.stringify({
        startWorker: true,
        inquiryNotificationTimeoutMs: NOTIFICATION_WAIT_MS,
        outbox: { leaseMs: LEASE_MS, pollIntervalMs: 100, baseBackoffMs: 200, maxBackoffMs: 500 },
      }),
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await db?.destroy();
    await smtp?.close();
    await testDb?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("lists on one process the inquiry posted to the other", async () => {
    const posted = await call(a, "/api/inquiries", {
      client: "203.0.113.10",
      json: inquiry({ name: "Posted To A", message: "Two 1,500 mm winders, please." }),
    });
    expect(posted.status).toBe(201);
    const token = await tokenFrom(b, "203.0.113.10");
    const listed = await call(b, "/api/inquiries", { client: "203.0.113.10", headers: bearer(token) });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain("Posted To A");
  });

  it("keeps a session made on one process on the other, and ends it on both at logout on one", async () => {
    const token = await tokenFrom(a, "203.0.113.11");
    for (const server of [a, b]) {
      const session = await call(server, "/api/auth/admin/session", { client: "203.0.113.11", headers: bearer(token) });
      expect(session.status).toBe(200);
    }
    const out = await call(a, "/api/auth/admin/logout", {
      client: "203.0.113.11",
      method: "POST",
      headers: bearer(token),
    });
    expect(out.status).toBe(204);
    for (const server of [a, b]) {
      const session = await call(server, "/api/auth/admin/session", { client: "203.0.113.11", headers: bearer(token) });
      expect(session.status).toBe(401);
    }
  });

  it("throttles wrong passwords spread over both processes together", async () => {
    // Five free failures per account in all (login-throttle.ts), wherever they land; the sixth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await signIn(i % 2 === 0 ? a : b, "203.0.113.12", `Wrong-Guess-${i}-Extruder`);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Locked on both, even for the right password.
    expect((await signIn(a, "203.0.113.12")).status).toBe(429);
    expect((await signIn(b, "203.0.113.12")).status).toBe(429);
    await db.deleteFrom("login_throttle").execute();
  });

  it("counts the form limit across both processes", async () => {
    // Ten forms per address per ten minutes in all (the lead routes' limit).
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 === 0 ? a : b, "/api/inquiries", {
          client: "203.0.113.13",
          json: inquiry({ name: `Limit Count ${i}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
  });

  it("downloads through one process the resume uploaded through the other", async () => {
    const pdf = samplePdf();
    const form = multipart(jobApplication({ name: "Resume Crosses Over" }), [{ name: "cv.pdf", bytes: pdf }]);
    const applied = await call(a, "/api/apply", { client: "203.0.113.14", body: form.payload, headers: form.headers });
    expect(applied.status).toBe(201);
    const row = await db
      .selectFrom("job_applications")
      .select("resume_file")
      .where("name", "=", "Resume Crosses Over")
      .executeTakeFirstOrThrow();
    const token = await tokenFrom(b, "203.0.113.14");
    const download = await call(b, `/uploads/${row.resume_file}`, { client: "203.0.113.14", headers: bearer(token) });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("sends 200 queued messages exactly once with both outbox workers running", async () => {
    const before = smtp.mails.length;
    const rows = Array.from({ length: 200 }, (_, i) => ({
      kind: "test",
      to: [`buyer${i}@example.com`],
      subject: `Queued ${i}`,
      text: "A quotation for a 1,200 mm raffia tape line is attached.",
    }));
    await enqueueMessages(db, { table: "inquiries", id: 1 }, rows, { held: false, now: new Date() });
    const queued = () => smtp.mails.slice(before).filter((mail) => mail.subject.startsWith("Queued "));
    await eventually(() => queued().length >= 200, 60_000, "200 queued messages");
    // Whatever a second sender would have sent arrives within another few polls.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(queued()).toHaveLength(200);
    expect(new Set(queued().map((mail) => mail.subject)).size).toBe(200);
    expect(new Set(queued().map((mail) => mail.messageId)).size).toBe(200);
    const counts = await db
      .selectFrom("outbox")
      .select(["status", (eb) => eb.fn.countAll<string>().as("n")])
      .where("kind", "=", "test")
      .groupBy("status")
      .execute();
    expect(counts.map((row) => ({ status: row.status, n: Number(row.n) }))).toEqual([{ status: "sent", n: 200 }]);
  }, 90_000);

  it("delivers, with the same Message-ID, the message of a process killed in the middle of sending it", async () => {
    const silent = await startSilentServer();
    try {
      // A third process whose mail server takes the connection and never answers: its send hangs.
      const stuck = await startServerProcess({ ...env, SMTP_URL: silent.url });
      const posted = await call(stuck, "/api/inquiries", {
        client: "203.0.113.15",
        json: inquiry({ name: "Killed While Sending" }),
      });
      expect(posted.status).toBe(201);
      await eventually(() => silent.connections() > 0, 5_000, "the stuck process to connect");
      const claimed = await db
        .selectFrom("outbox")
        .select(["id", "created_at", "lease_until", "status"])
        .where("subject", "like", "%Killed While Sending%")
        .executeTakeFirstOrThrow();
      expect(claimed).toMatchObject({ status: "pending" });
      expect(claimed.lease_until).not.toBeNull();
      stuck.child.kill("SIGKILL");
      await stuck.exited;

      // The lease runs out, and a live process sends it.
      await eventually(
        () => smtp.mails.some((mail) => mail.subject.includes("Killed While Sending")),
        LEASE_MS + 10_000,
        "the killed process's message",
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const delivered = smtp.mails.filter((mail) => mail.subject.includes("Killed While Sending"));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.messageId).toBe(
        `<outbox-${claimed.id}-${Date.parse(String(claimed.created_at))}@www.example.com>`,
      );
      // Claimed by the killed process, then by a live one (again if a pooled SMTP connection broke).
      const row = await db
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .where("id", "=", claimed.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("sent");
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await silent.close();
    }
  }, 40_000);

  it("drops no answered submission and answers no 5xx when one process is stopped with SIGTERM under load", async () => {
    const answered: { name: string; status: number; server: "a" | "b"; at: number }[] = [];
    const refused: string[] = [];
    let stoppedAt = Infinity;
    let running = true;
    let sequence = 0;
    // Twelve submitters, each a client of its own, alternating between the two processes.
    const submitter = async (k: number) => {
      while (running) {
        const n = sequence++;
        const name = `Drain Load ${n}`;
        const target = n % 2 === 0 ? "a" : "b";
        try {
          const answer = await call(target === "a" ? a : b, "/api/inquiries", {
            client: `198.18.${k}.${n % 250}`,
            json: inquiry({ name }),
          });
          answered.push({ name, status: answer.status, server: target, at: Date.now() });
          await answer.arrayBuffer();
        } catch {
          // A closed port after the drain: the proxy would try the other process.
          refused.push(name);
        }
      }
    };
    const load = Array.from({ length: 12 }, (_, k) => submitter(k));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stoppedAt = Date.now();
    a.child.kill("SIGTERM");
    expect(await a.exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    running = false;
    await Promise.all(load);

    expect(answered.filter((answer) => answer.status >= 500)).toEqual([]);
    const ok = answered.filter((answer) => answer.status === 201);
    expect(ok.filter((answer) => answer.server === "a").length).toBeGreaterThan(0);
    // The other process kept serving after the first one was gone.
    expect(ok.filter((answer) => answer.server === "b" && answer.at > stoppedAt + 500).length).toBeGreaterThan(0);
    const stored = new Set(
      (await db.selectFrom("inquiries").select("name").where("name", "like", "Drain Load %").execute()).map(
        (row) => row.name,
      ),
    );
    expect(ok.filter((answer) => !stored.has(answer.name))).toEqual([]);
    expect(a.errors()).not.toMatch(/error/i);
  }, 60_000);
});
