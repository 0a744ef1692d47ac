/**
 * SQLite's checkpoints off the event loop (decision 080): the server's connection has automatic
 * checkpoints off, and a worker thread moves what the server writes to the log into the database
 * within a turn or two, a log grown large is cut back at the server's next write once it is all in
 * the database, and a backup survives it. If the thread fails, the
 * connection checkpoints by itself until it works again.
 */
import { mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteFile } from "#server/db/database";
import { restoreBackup } from "#server/modules/backups/restore";
import { eventually } from "#tests/fixtures/smtp";
import { buildTestApp, type TestApp, type TestAppOptions } from "#tests/setup/test-app";

const EVERY_MS = 100;
/** Well inside the bound: a few turns of the thread's timer, on a loaded machine. */
const BOUND_MS = 5_000;
/** 300 rows of 1,000 bytes: under 100 pages in the log, far fewer than the 1,000 at which SQLite's own checkpoint would run at a commit. */
const ROWS = 300;
/** The log's limit in these tests: far below what ROWS write. */
const LIMIT = 64 * 1024;

const bytes = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

describe("checkpoints on sqlite", { timeout: 60_000 }, () => {
  const apps: TestApp[] = [];
  const dirs: string[] = [];
  const start = async (options: TestAppOptions = {}) => {
    const t = await buildTestApp({ checkpoints: { everyMs: EVERY_MS }, ...options });
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const autocheckpoint = async (t: TestApp) =>
    (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(t.db)).rows[0]?.wal_autocheckpoint;
  const write = async (t: TestApp) => {
    await sql`create table if not exists filler (body blob)`.execute(t.db);
    await sql`insert into filler (body) select randomblob(1000) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}) select i from n)`.execute(
      t.db,
    );
  };

  it("leaves no checkpoint to the server's connection", async () => {
    const t = await start();
    expect(await autocheckpoint(t)).toBe(0);
  });

  it("moves what the server writes into the database within a bounded time", async () => {
    const t = await start();
    const database = sqliteFile(t.dataDir);
    // What migrations wrote, in the database first (optional: before decision 080 nothing did this).
    await t.app.checkpoints?.now();
    const before = bytes(database);
    await write(t);
    await eventually(() => bytes(database) >= before + ROWS * 1000, BOUND_MS, "the rows' pages in site.db");
    expect(bytes(`${database}-wal`)).toBeGreaterThan(0);
  });

  /** One small write after another until the log is back within its limit (it is, once all of it is in the database). */
  const cutBack = (t: TestApp, what: string) =>
    eventually(
      async () => {
        await sql`insert into filler (body) values (randomblob(10))`.execute(t.db);
        return bytes(`${sqliteFile(t.dataDir)}-wal`) <= LIMIT;
      },
      BOUND_MS,
      what,
    );

  it("cuts a log grown past its limit back to it once everything in it is in the database", async () => {
    const t = await start({ checkpoints: { everyMs: EVERY_MS, truncateBytes: LIMIT } });
    const database = sqliteFile(t.dataDir);
    await write(t);
    expect(bytes(`${database}-wal`)).toBeGreaterThan(ROWS * 1000);
    await cutBack(t, "site.db-wal back within its limit");
    expect(
      (await sql<{ n: number }>`select count(*) as n from filler where length(body) = 1000`.execute(t.db)).rows[0]?.n,
    ).toBe(ROWS);
  });

  it("checkpoints after a backup, which restores whole, and leaves the server's connection without checkpoints", async () => {
    const backupDir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    const restoreDir = mkdtempSync(path.join(os.tmpdir(), "site-restored-"));
    dirs.push(backupDir, restoreDir);
    const t = await start({
      env: { BACKUP_DIR: backupDir },
      checkpoints: { everyMs: EVERY_MS, truncateBytes: LIMIT },
    });
    const database = sqliteFile(t.dataDir);
    await write(t);
    const run = await t.app.backups.runScheduled();
    expect(await autocheckpoint(t)).toBe(0);
    await write(t);
    expect(bytes(`${database}-wal`)).toBeGreaterThan(ROWS * 1000);
    await cutBack(t, "site.db-wal back within its limit after the backup");

    await restoreBackup(run!.directory, restoreDir);
    const restored = new SQLite(sqliteFile(restoreDir), { readonly: true });
    try {
      expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(restored.prepare("select count(*) from filler").pluck().get()).toBe(ROWS);
    } finally {
      restored.close();
    }
  });

  it("gives the server's connection its own checkpoints while the thread fails, and takes them back after", async () => {
    const t = await start();
    const database = sqliteFile(t.dataDir);
    // The thread opens the database by its name: with the name gone, it cannot.
    renameSync(database, `${database}.away`);
    try {
      await expect(t.app.checkpoints!.now()).rejects.toThrow();
      expect(await autocheckpoint(t)).toBe(1000);
    } finally {
      renameSync(`${database}.away`, database);
    }
    await t.app.checkpoints!.now();
    expect(await autocheckpoint(t)).toBe(0);
  });
});
