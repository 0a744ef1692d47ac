/**
 * The database's copy for a backup, written at a pace the disk absorbs as it goes (bench/README.md,
 * "A backup at a million leads"). SQLite's online backup API copies a few megabytes a step, all
 * inside one read transaction of the source, so commits by the server's connection neither reach
 * the copy nor restart it; after each step the copy's pages are written out (fdatasync) and the
 * thread pauses enough to hold the copy to its rate. Copied all at once, hundreds of megabytes of
 * dirty pages went to the disk together and the server's own small writes queued behind them.
 * It runs on the backup's worker thread, which the pauses block; the event loop never waits here.
 */
import { closeSync, fdatasyncSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";

interface CopyPace {
  /** Pages copied per step, each written out before the next. */
  stepPages: number;
  /** The copy's rate at most, in bytes a second (0: no pauses). */
  bytesPerSecond: number;
}

const MiB = 1024 * 1024;

/** 4 MiB a step at 64 MiB a second: a million leads (920 MB) in 14 s at least, far inside the minute. */
const BACKUP_PACE: CopyPace = { stepPages: 1024, bytesPerSecond: 64 * MiB };

/** What a copy holds of the schema. */
type CopiedSchema = Pick<DatabaseCopy, "lastMigration" | "migrations">;

interface DatabaseCopy {
  /** The schema's version in the copy: the last migration applied, and how many. */
  lastMigration: string | null;
  migrations: number;
  /** Steps the copy took (it never starts over). */
  steps: number;
}

const pauseCell = new Int32Array(new SharedArrayBuffer(4));

/** Blocks this thread (a worker's): Atomics.wait on a cell nobody notifies. */
function pause(ms: number): void {
  if (ms > 0) Atomics.wait(pauseCell, 0, 0, ms);
}

/**
 * Copies the database as it is when called into `into` (a new file, in rollback-journal mode so
 * that it stands alone). `afterStep` runs between steps (tests write to the source there).
 */
export async function copyDatabase(
  databaseFile: string,
  into: string,
  pace: CopyPace = BACKUP_PACE,
  afterStep?: () => void,
): Promise<DatabaseCopy> {
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  let copyFd: number | undefined;
  try {
    source.pragma("busy_timeout = 5000");
    const pageSize = source.pragma("page_size", { simple: true }) as number;
    // The read that opens the transaction fixes the snapshot the whole copy is taken from.
    source.exec("begin");
    const schema = schemaOf(source);
    const started = performance.now();
    let steps = 0;
    await source.backup(into, {
      progress: ({ totalPages, remainingPages }) => {
        steps++;
        // Opened once the copy's connection has created the file. Closed only after that
        // connection is closed: closing any descriptor of a file drops the process's locks on it.
        copyFd ??= openSync(into, "r");
        fdatasyncSync(copyFd);
        if (pace.bytesPerSecond > 0) {
          const dueAt = started + (((totalPages - remainingPages) * pageSize) / pace.bytesPerSecond) * 1000;
          pause(dueAt - performance.now());
        }
        afterStep?.();
        return pace.stepPages;
      },
    });
    source.exec("commit");
    standAlone(into);
    return { ...schema, steps };
  } finally {
    if (copyFd !== undefined) closeSync(copyFd);
    source.close();
  }
}

function schemaOf(database: SQLite.Database): CopiedSchema {
  return database
    .prepare("select max(name) as lastMigration, count(*) as migrations from kysely_migration")
    .get() as CopiedSchema;
}

/** A copy made from a database in WAL mode keeps that mode: it is set back to a rollback journal, so that the copy is one file. */
function standAlone(copyFile: string): CopiedSchema {
  const copy = new SQLite(copyFile, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    return schemaOf(copy);
  } finally {
    copy.close();
  }
}

/**
 * Writes a finished copy (in memory: connection-copy.ts) to `into`, a new file, at the backup's
 * pace: 4 MiB at a time, each written out (fdatasync) before the next, then removes it. Run on the
 * backup's thread, which the pauses block.
 */
export function writeOutCopy(from: string, into: string, bytesPerSecond = BACKUP_PACE.bytesPerSecond): CopiedSchema {
  const schema = standAlone(from);
  const chunk = Buffer.allocUnsafe(4 * MiB);
  const input = openSync(from, "r");
  try {
    const output = openSync(into, "wx", 0o600);
    try {
      const started = performance.now();
      let written = 0;
      for (let read; (read = readSync(input, chunk, 0, chunk.length, written)) > 0;) {
        for (let at = 0; at < read;) at += writeSync(output, chunk, at, read - at, written + at);
        written += read;
        fdatasyncSync(output);
        if (bytesPerSecond > 0) pause(started + (written / bytesPerSecond) * 1000 - performance.now());
      }
    } finally {
      closeSync(output);
    }
  } finally {
    closeSync(input);
  }
  rmSync(from, { force: true });
  return schema;
}
