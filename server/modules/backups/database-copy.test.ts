import { statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyDatabase } from "./database-copy";
import { serverDatabase } from "./test-database";

const ROWS = 2_000;
const STEP_PAGES = 64;

describe("the backup's copy of the database", () => {
  let dir: string;
  let databaseFile: string;
  let server: SQLite.Database;
  let remove: () => void;

  beforeEach(() => {
    ({ dir, databaseFile, server, remove } = serverDatabase("database-copy-", ROWS));
  });
  afterEach(() => remove());

  it("holds the database as it was when it began, while the server commits between its steps", async () => {
    const pages = server.pragma("page_count", { simple: true }) as number;
    const insert = server.prepare("insert into inquiries (message) values ('written during the backup')");
    let commits = 0;
    const into = path.join(dir, "copy.db");
    const copy = await copyDatabase(databaseFile, into, { stepPages: STEP_PAGES, bytesPerSecond: 0 }, () => {
      // A copy that started over at each commit would never end: stop it well before.
      if (commits > pages / STEP_PAGES + 2) throw new Error("the copy started over");
      insert.run();
      commits++;
    });
    expect(commits).toBeGreaterThan(10);
    expect(copy).toEqual({ lastMigration: "002-second", migrations: 2, steps: commits });

    const copied = new SQLite(into, { readonly: true, fileMustExist: true });
    try {
      expect(copied.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copied.pragma("journal_mode", { simple: true })).toBe("delete");
      expect(copied.prepare("select count(*) from inquiries").pluck().get()).toBe(ROWS);
    } finally {
      copied.close();
    }
    expect(server.prepare("select count(*) from inquiries").pluck().get()).toBe(ROWS + commits);
  });

  it("takes no less time than its rate allows", async () => {
    const into = path.join(dir, "copy.db");
    const bytesPerSecond = 8 * 1024 * 1024;
    const started = performance.now();
    await copyDatabase(databaseFile, into, { stepPages: STEP_PAGES, bytesPerSecond });
    const seconds = (performance.now() - started) / 1000;
    // The last step is not paused after: all but one step's bytes are held to the rate.
    const pageSize = server.pragma("page_size", { simple: true }) as number;
    expect(seconds).toBeGreaterThanOrEqual((statSync(into).size - STEP_PAGES * pageSize) / bytesPerSecond);
  });
});
