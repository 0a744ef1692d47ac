/**
 * For the backup's copy tests: a database as the server keeps it (WAL, one connection that stays
 * open, Kysely's migration table) holding `rows` inquiries of about a kilobyte, in a new temporary
 * directory. `remove` closes the connection and deletes the directory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";

export interface ServerDatabase {
  dir: string;
  databaseFile: string;
  server: SQLite.Database;
  remove: () => void;
}

export function serverDatabase(prefix: string, rows: number): ServerDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const databaseFile = path.join(dir, "site.db");
  const server = new SQLite(databaseFile);
  server.pragma("journal_mode = WAL");
  server.pragma("synchronous = NORMAL");
  server.exec(`
    create table kysely_migration (name text primary key, timestamp text);
    insert into kysely_migration values ('001-first', '2026-01-01'), ('002-second', '2026-02-01');
    create table inquiries (id integer primary key, message text);
    create index inquiries_message on inquiries (message);`);
  const insert = server.prepare("insert into inquiries (message) values (?)");
  server.transaction(() => {
    for (let row = 0; row < rows; row++) insert.run(`Please quote a circular loom, ${row} ${"x".repeat(1000)}`);
  })();
  return {
    dir,
    databaseFile,
    server,
    remove: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
