/**
 * The checkpoint thread's one checkpoint (called here on the test's own thread): it copies only
 * what no reader's snapshot still needs and never waits for the reader; once all of the log is in
 * the database, the server's next write cuts it back (journal_size_limit).
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import checkpoint from "./checkpoint-worker";

describe("one checkpoint of the server's log", () => {
  let dir: string;
  let databaseFile: string;
  let server: SQLite.Database;
  let backup: SQLite.Database;
  const write = (rows: number) =>
    server
      .prepare(
        "insert into filler (body) select randomblob(1000) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < ?) select i from n)",
      )
      .run(rows);

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "checkpoint-"));
    databaseFile = path.join(dir, "site.db");
    // As the server keeps it: WAL, automatic checkpoints off, a connection that stays open.
    server = new SQLite(databaseFile);
    server.pragma("journal_mode = WAL");
    server.pragma("wal_autocheckpoint = 0");
    server.exec("create table filler (body blob)");
    backup = new SQLite(databaseFile, { readonly: true });
  });
  afterEach(() => {
    backup.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies up to a backup's snapshot, leaves the log while the backup reads, all of it after, and the next write cuts it back", () => {
    write(200);
    // A backup's read transaction: its snapshot is fixed at its first read.
    backup.exec("begin");
    expect(backup.prepare("select count(*) from filler").pluck().get()).toBe(200);
    write(200);
    const walBefore = statSync(`${databaseFile}-wal`).size;

    const during = checkpoint({ databaseFile });
    expect(during.busy).toBe(false);
    expect(during.checkpointedFrames).toBeGreaterThan(0);
    expect(during.checkpointedFrames).toBeLessThan(during.logFrames);
    expect(during.walBytes).toBe(walBefore);

    backup.exec("commit");
    const after = checkpoint({ databaseFile });
    expect(after).toMatchObject({ busy: false, walBytes: walBefore });
    expect(after.checkpointedFrames).toBe(after.logFrames);
    expect(server.prepare("select count(*) from filler").pluck().get()).toBe(400);

    // As the server's connection has it (checkpoints.ts): the write after restarts the log and cuts it back.
    server.pragma("journal_size_limit = 0");
    write(1);
    expect(statSync(`${databaseFile}-wal`).size).toBeLessThan(16 * 1024);
    expect(walBefore).toBeGreaterThan(400 * 1000);
  });

  it("copies a log nobody reads into the database and leaves its file for the server's next write", () => {
    write(200);
    const result = checkpoint({ databaseFile });
    expect(result).toMatchObject({ busy: false });
    expect(result.checkpointedFrames).toBe(result.logFrames);
    expect(result.walBytes).toBeGreaterThan(0);
  });
});
