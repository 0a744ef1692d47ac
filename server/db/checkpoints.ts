/**
 * The server's SQLite checkpoints, off the event loop (decision 080). SQLite's automatic
 * checkpoint runs at a commit, on the committing connection: on the server's, that is on the event
 * loop, where it writes the log's pages into the database and waits for the disk (273 ms after a
 * backup in bench/backup.ts). So the server's connection has it off, and a worker thread
 * (checkpoint-worker.ts) checkpoints on a timer instead: every turn the log's size and time are
 * looked at (asynchronously) and, when they changed or the last checkpoint could not finish, the
 * thread checkpoints. The log thus holds about one turn of writes, as SQLite's own 1,000 pages
 * would. A log grown past `truncateBytes` is cut back to that size by the server's next write once
 * the thread has copied all of it (SQLite's journal_size_limit, on the server's connection).
 *
 * If the thread fails, the server's connection gets SQLite's automatic checkpoints back until a
 * checkpoint succeeds again: the log never grows without bound.
 */
import { stat } from "node:fs/promises";
import { type Kysely, sql } from "kysely";
import { Piscina } from "piscina";
import { workerFile } from "#server/modules/threads/worker-file";
import type checkpoint from "./checkpoint-worker";
import type { CheckpointJob, CheckpointResult } from "./checkpoint-worker";
import type { Database } from "./schema";

export interface CheckpointSettings {
  databaseFile: string;
  /** How often the log is looked at (default 1 s). */
  everyMs?: number;
  /** A log larger than this is cut back to it when it can be (default 1 GiB: a bound, not a routine). */
  truncateBytes?: number;
  /** Told when a checkpoint fails (the server's own checkpoints are then back on). */
  onError: (error: unknown) => void;
}

export interface Checkpoints {
  /** Checkpoints now (after the one under way, if any). */
  now(): Promise<CheckpointResult>;
  /** Stops the timer and the thread. */
  close(): Promise<void>;
}

/** SQLite's default: with the thread away, the server's connection checkpoints when the log passes this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
const EVERY_MS = 1000;
/**
 * Cutting the file is one ftruncate at a commit, on the event loop, so not after every backup (which
 * leaves some 300 MB): below this the file is reused from its start, as SQLite does by default;
 * this only bounds a log grown past all reason.
 */
const TRUNCATE_BYTES = 1024 * 1024 * 1024;

/** The log as the file system sees it: a commit changes its time, if not its size. */
async function walStamp(databaseFile: string): Promise<string> {
  const info = await stat(`${databaseFile}-wal`, { bigint: true }).catch(() => null);
  return info ? `${info.size}/${info.mtimeNs}` : "none";
}

/** Turns the server connection's automatic checkpoints off, and starts the thread's. */
export async function startCheckpoints(db: Kysely<Database>, settings: CheckpointSettings): Promise<Checkpoints> {
  const job: CheckpointJob = { databaseFile: settings.databaseFile };
  const everyMs = settings.everyMs ?? EVERY_MS;
  const autocheckpoint = (pages: number) => sql.raw(`pragma wal_autocheckpoint = ${pages}`).execute(db);
  await autocheckpoint(0);
  await sql.raw(`pragma journal_size_limit = ${settings.truncateBytes ?? TRUNCATE_BYTES}`).execute(db);
  let serverCheckpoints = false;
  // Started at the first checkpoint: a server that writes nothing has no thread for it.
  let pool: Piscina<CheckpointJob, ReturnType<typeof checkpoint>> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  /** The log when the last checkpoint began, and whether that checkpoint left nothing to do. */
  let settled: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function run(): Promise<CheckpointResult> {
    if (closed) throw new Error("the checkpoints were stopped");
    const before = await walStamp(job.databaseFile);
    pool ??= new Piscina({ ...workerFile(import.meta.url, "checkpoint-worker"), minThreads: 1, maxThreads: 1 });
    try {
      const result = await pool.run(job);
      const whole = !result.busy && result.logFrames === result.checkpointedFrames;
      settled = whole ? before : undefined;
      if (serverCheckpoints) {
        await autocheckpoint(0);
        serverCheckpoints = false;
      }
      return result;
    } catch (error) {
      settled = undefined;
      if (!serverCheckpoints) {
        await autocheckpoint(SQLITE_AUTOCHECKPOINT_PAGES);
        serverCheckpoints = true;
      }
      throw error;
    }
  }

  /** Runs after the checkpoint under way: never two at once. */
  function queued(): Promise<CheckpointResult> {
    const next = running.then(run);
    running = next.catch(() => {});
    return next;
  }

  async function turn(): Promise<void> {
    const stamp = await walStamp(job.databaseFile);
    if (!closed && (settled === undefined || settled !== stamp)) await queued();
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      void turn().catch(settings.onError).finally(schedule);
    }, everyMs);
    timer.unref();
  }
  schedule();

  return {
    now: queued,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
      await pool?.destroy();
      // The connection as it was found, for an owner that keeps using it (tests).
      await autocheckpoint(SQLITE_AUTOCHECKPOINT_PAGES).catch(() => {});
      await sql
        .raw("pragma journal_size_limit = -1")
        .execute(db)
        .catch(() => {});
    },
  };
}
