import { existsSync, rmSync, statSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CopyStartedOver, copyThroughConnection, databaseBytes, isTmpfs, memoryPlace } from "./connection-copy";
import { serverDatabase } from "./test-database";

const ROWS = 2_000;
const STEP_PAGES = 16;

describe("the backup's copy through the server's connection", () => {
  let dir: string;
  let databaseFile: string;
  let server: SQLite.Database;
  let remove: () => void;

  beforeEach(() => {
    ({ dir, databaseFile, server, remove } = serverDatabase("connection-copy-", ROWS));
  });
  afterEach(() => remove());

  /** Commits on the server's connection each turn while `work` runs, as requests would between the copy's steps. */
  async function whileCommitting<T>(connection: SQLite.Database, work: () => Promise<T>) {
    const insert = connection.prepare("insert into inquiries (message) values ('written during the backup')");
    let commits = 0;
    let done = false;
    const commitEachTurn = () => {
      if (done) return;
      insert.run();
      commits++;
      setImmediate(commitEachTurn);
    };
    setImmediate(commitEachTurn);
    try {
      return { result: await work(), commits: () => commits };
    } finally {
      done = true;
    }
  }

  it("holds every commit made through the same connection while it ran, and never starts over", async () => {
    const pages = server.pragma("page_count", { simple: true }) as number;
    const into = path.join(dir, "copy.db");
    const { result, commits } = await whileCommitting(server, () => copyThroughConnection(server, into, STEP_PAGES));
    expect(commits()).toBeGreaterThan(10);
    // One step per STEP_PAGES pages and a few more for the pages the commits added: not a restart's worth.
    expect(result.steps).toBeLessThan((pages / STEP_PAGES) * 1.5);

    const copied = new SQLite(into, { readonly: true, fileMustExist: true });
    try {
      expect(copied.pragma("integrity_check", { simple: true })).toBe("ok");
      const inCopy = copied.prepare("select count(*) from inquiries").pluck().get() as number;
      const inServer = server.prepare("select count(*) from inquiries").pluck().get() as number;
      // The commits stop in the turn the copy ends: every one of them is in it.
      expect(inCopy).toBe(inServer);
      expect(inCopy).toBe(ROWS + commits());
    } finally {
      copied.close();
    }
  });

  it("gives way when another connection keeps writing to the database", async () => {
    const other = new SQLite(databaseFile);
    try {
      const into = path.join(dir, "copy.db");
      const copying = whileCommitting(other, () => copyThroughConnection(server, into, STEP_PAGES));
      await expect(copying).rejects.toBeInstanceOf(CopyStartedOver);
    } finally {
      other.close();
    }
  });

  it("gives way when a step falls inside a transaction the connection has open", async () => {
    // Kysely ends each of its transactions in one turn; this one is left open across the steps.
    server.exec("begin; insert into inquiries (message) values ('not yet committed')");
    try {
      await expect(copyThroughConnection(server, path.join(dir, "copy.db"), STEP_PAGES)).rejects.toBeInstanceOf(
        CopyStartedOver,
      );
    } finally {
      server.exec("rollback");
    }
    // The same when one opens while the copy is under way.
    setImmediate(() => setImmediate(() => server.exec("begin; insert into inquiries (message) values ('not yet')")));
    try {
      await expect(copyThroughConnection(server, path.join(dir, "copy-2.db"), STEP_PAGES)).rejects.toThrow(
        /a step found a transaction open/,
      );
    } finally {
      server.exec("rollback");
    }
  });

  it("measures the database by its pages", () => {
    const bytes = databaseBytes(server);
    expect(bytes).toBeGreaterThan(ROWS * 1000);
    expect(bytes % 4096).toBe(0);
  });

  it.skipIf(!isTmpfs("/dev/shm"))(
    "makes its place in memory only on a tmpfs with room, private, and clears what a killed process left",
    () => {
      // The temporary directory here is on a disk: no place there.
      expect(memoryPlace(1024, os.tmpdir())).toBeNull();
      // More than the tmpfs has free: no place either.
      expect(memoryPlace(Number.MAX_SAFE_INTEGER / 8)).toBeNull();

      const stale = memoryPlace(1024)!;
      const fresh = memoryPlace(1024)!;
      try {
        expect(stale.startsWith("/dev/shm/")).toBe(true);
        expect(statSync(stale).mode & 0o777).toBe(0o700);
        const fourHoursAgo = new Date(Date.now() - 4 * 60 * 60_000);
        utimesSync(stale, fourHoursAgo, fourHoursAgo);
        const next = memoryPlace(1024)!;
        rmSync(next, { recursive: true, force: true });
        expect(existsSync(stale)).toBe(false);
        // A copy under way (younger than any backup takes) is left alone.
        expect(existsSync(fresh)).toBe(true);
      } finally {
        rmSync(stale, { recursive: true, force: true });
        rmSync(fresh, { recursive: true, force: true });
      }
    },
  );
});
