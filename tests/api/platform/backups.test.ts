/**
 * The server's scheduled backups (docs/backups.md): one process of several takes each, the
 * oldest are pruned, and a failed or missing backup is a warning for administrators, in the log and
 * in /readyz, which still answers 200. On PostgreSQL the server takes none and says so.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { bearer, createStaff, recordedLog, signIn } from "#tests/fixtures/staff";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const HOUR_MS = 60 * 60_000;
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

describe("scheduled backups on sqlite", { timeout: 60_000 }, () => {
  let backupDir: string;
  let testDb: TestDatabase;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string> = {}, logger?: ReturnType<typeof recordedLog>) => {
    const t = await buildTestApp({
      testDb,
      env: { BACKUP_DIR: backupDir, ...env },
      ...(logger ? { logger: { level: "info", stream: logger.stream } } : {}),
    });
    apps.push(t);
    return t;
  };
  beforeEach(async () => {
    backupDir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    testDb = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
    await testDb.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });
  const finished = () => readdirSync(backupDir).filter((name) => name.startsWith("site-backup-"));

  it("is taken by one process of several, and not again until the interval has passed", async () => {
    const [one, two] = [await start(), await start()];
    const now = new Date();
    const runs = await Promise.all([one.app.backups.runScheduled(now), two.app.backups.runScheduled(now)]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    // Through the server's own connection into /dev/shm (a tmpfs on Debian), not the snapshot.
    expect(runs.find((run) => run !== null)?.databaseCopiedBy).toBe("connection");
    expect(finished()).toHaveLength(1);
    expect(await one.app.backups.runScheduled(later(now, 23))).toBeNull();
    expect(await two.app.backups.runScheduled(later(now, 23))).toBeNull();
    expect(await two.app.backups.runScheduled(later(now, 24))).not.toBeNull();
    expect(finished()).toHaveLength(2);
  });

  it("takes none on a schedule with BACKUP_INTERVAL_HOURS=0", async () => {
    const t = await start({ BACKUP_INTERVAL_HOURS: "0" });
    expect(await t.app.backups.runScheduled()).toBeNull();
    expect(finished()).toEqual([]);
  });

  it("keeps the newest BACKUP_KEEP, and removes what a crashed writer left a day ago", async () => {
    const t = await start({ BACKUP_KEEP: "2", BACKUP_INTERVAL_HOURS: "1" });
    const crashed = path.join(backupDir, ".incoming-crashed");
    const writing = path.join(backupDir, ".incoming-being-written");
    mkdirSync(crashed);
    mkdirSync(writing);
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR_MS);
    utimesSync(crashed, twoDaysAgo, twoDaysAgo);
    const now = new Date();
    const names: string[] = [];
    for (let run = 0; run < 3; run++) {
      const taken = await t.app.backups.runScheduled(later(now, run));
      names.push(path.basename(taken!.directory));
    }
    expect(finished().sort()).toEqual(names.slice(1).sort());
    expect(readdirSync(backupDir)).not.toContain(".incoming-crashed");
    expect(readdirSync(backupDir)).toContain(".incoming-being-written");
  });

  // A backup pauses the server's own checkpoints (its thread takes one instead): they come back
  // after it, whether it was taken or failed.
  it("gives the server its automatic checkpoints back after a backup, taken or failed", async () => {
    const autocheckpoint = async (t: TestApp) =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(t.db)).rows[0]?.wal_autocheckpoint;
    const taken = await start();
    expect(await taken.app.backups.runScheduled()).not.toBeNull();
    expect(await autocheckpoint(taken)).toBe(1000);
    // A file where the directory should be: nothing can be written there.
    const blocked = path.join(backupDir, "not-a-directory");
    writeFileSync(blocked, "");
    const failed = await start({ BACKUP_DIR: path.join(blocked, "backups") });
    await expect(failed.app.backups.runScheduled(later(new Date(), 48))).rejects.toThrow();
    expect(await autocheckpoint(failed)).toBe(1000);
  });

  it("shows administrators the last backup's time, size and result, and /readyz nothing to worry about", async () => {
    const t = await start();
    await createStaff(t.db);
    const headers = bearer((await signIn(t.app)).token);
    const status = async () => (await t.app.inject({ method: "GET", url: "/api/admin/backup", headers })).json();
    expect(await status()).toEqual({ state: "pending", last: null, failure: null });
    const run = await t.app.backups.runScheduled();
    expect(await status()).toEqual({
      state: "ok",
      last: { takenAt: run!.manifest.takenAt, totalBytes: run!.manifest.totalBytes, files: 0 },
      failure: null,
    });
    expect(run!.manifest.totalBytes).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ok" });
  });

  it("warns when a backup fails: for administrators, in the log and in /readyz, which stays 200", async () => {
    // A file where the directory should be: nothing can be written there.
    const blocked = path.join(backupDir, "not-a-directory");
    writeFileSync(blocked, "");
    const log = recordedLog();
    const t = await start({ BACKUP_DIR: path.join(blocked, "backups") }, log);
    await createStaff(t.db);
    const headers = bearer((await signIn(t.app)).token);
    const now = new Date();
    await expect(t.app.backups.runScheduled(now)).rejects.toThrow();
    const answer = (await t.app.inject({ method: "GET", url: "/api/admin/backup", headers })).json();
    expect(answer).toMatchObject({ state: "failed", last: null, failure: { message: expect.stringMatching(/\S/) } });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", backup: "failed" });
    expect(log.lines.some((line) => line.event === "backup.failed" && line.level === 50)).toBe(true);
    expect(log.lines.some((line) => line.event === "backup.warning" && line.state === "failed")).toBe(true);
    // Tried again an hour later, not at every look.
    expect(await t.app.backups.runScheduled(later(now, 0.5))).toBeNull();
    await expect(t.app.backups.runScheduled(later(now, 1))).rejects.toThrow();
  });

  it("warns when the newest backup is older than two intervals", async () => {
    const log = recordedLog();
    const t = await start({}, log);
    await createStaff(t.db);
    const headers = bearer((await signIn(t.app)).token);
    const now = new Date();
    await t.app.backups.runScheduled(now);
    expect((await t.app.backups.status(later(now, 47)))?.state).toBe("ok");
    expect((await t.app.backups.status(later(now, 49)))?.state).toBe("missing");
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ok", backup: "missing" });
    const answer = (await t.app.inject({ method: "GET", url: "/api/admin/backup", headers })).json();
    expect(answer.state).toBe("missing");
    expect(log.lines.some((line) => line.event === "backup.warning" && line.state === "missing")).toBe(true);
  });
});

describe.each(availableDialects().filter((dialect) => dialect === "postgres"))("backups on %s", (dialect) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("takes none itself (pg_dump does) and tells administrators so", async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    const headers = bearer((await signIn(t.app)).token);
    expect(await t.app.backups.runScheduled()).toBeNull();
    const answer = (await t.app.inject({ method: "GET", url: "/api/admin/backup", headers })).json();
    expect(answer).toEqual({ state: "elsewhere", last: null, failure: null });
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ok" });
  });
});
