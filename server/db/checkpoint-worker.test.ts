/**
 * The checkpoint thread's one checkpoint (called here on the test's own thread): it copies only
 * what no reader's snapshot still needs, empties a large log only when nobody reads it, and never
 * waits for the reader.
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

  it("copies up to a backup's snapshot, leaves the log while the backup reads, and empties it after", () => {
    write(200);
    // A backup's read transaction: its snapshot is fixed at its first read.
    backup.exec("begin");
    expect(backup.prepare("select count(*) from filler").pluck().get()).toBe(200);
    write(200);
    const walBefore = statSync(`${databaseFile}-wal`).size;

    const during = checkpoint({ databaseFile, truncateBytes: 0 });
    expect(during.busy).toBe(false);
    expect(during.checkpointedFrames).toBeGreaterThan(0);
    expect(during.checkpointedFrames).toBeLessThan(during.logFrames);
    expect(during.truncated).toBe(false);
    expect(during.walBytes).toBe(walBefore);

    backup.exec("commit");
    const after = checkpoint({ databaseFile, truncateBytes: 0 });
    expect(after).toMatchObject({ busy: false, truncated: true, walBytes: 0 });
    expect(after.checkpointedFrames).toBe(after.logFrames);
    expect(server.prepare("select count(*) from filler").pluck().get()).toBe(400);
  });

  it("keeps a log below its limit, all of it in the database", () => {
    write(200);
    const result = checkpoint({ databaseFile, truncateBytes: 64 * 1024 * 1024 });
    expect(result).toMatchObject({ busy: false, truncated: false });
    expect(result.checkpointedFrames).toBe(result.logFrames);
    expect(result.walBytes).toBeGreaterThan(0);
  });
});
