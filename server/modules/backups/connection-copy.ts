/**
 * The backup's copy of the database taken through the server's own SQLite connection, into memory
 * (decision 083). SQLite's backup API copies a hundred pages a step on the event loop, between
 * requests, and holds no snapshot between steps: the server's commits go on through the same
 * connection, reach the pages already copied at once, and its log is checkpointed and reused as on
 * any other day. The snapshot copy (database-copy.ts) held one read transaction for the whole copy,
 * so the log grew by every commit of those seconds and had to be written out at its end: the
 * stalls of 165 to 262 ms in bench/backup.ts. The copy goes to a tmpfs (/dev/shm), where SQLite's
 * syncs cost nothing on the event loop; the backup's thread then writes it to BACKUP_DIR at its pace.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
import type SQLite from "better-sqlite3";

/** statfs's type for a tmpfs: its pages are memory, and a sync there waits for no disk. */
const TMPFS_MAGIC = 0x01021994;
const MEMORY_DIR = "/dev/shm";
const COPY_PREFIX = "site-backup-copy-";
/** A copy in memory may take a quarter of the free space at most, for what else the machine keeps there. */
const MEMORY_SHARE = 4;
/** A step: 400 KB at SQLite's usual page size, read and copied on the event loop. */
const STEP_PAGES = 100;
/** Another connection's commit starts the copy over (`npm run admin` beside the server): this often, and it gives way. */
const MAX_RESTARTS = 3;
/** Older than any backup takes (the job's lease is three hours): left by a process that was killed mid-copy. */
const STALE_MS = 3 * 60 * 60_000;

/** The copy through the connection gave way: the caller takes the snapshot copy instead. */
export class CopyStartedOver extends Error {
  constructor(times: number, why = "another connection writes to the database") {
    super(`the database's copy through the server's connection gave way after ${times} restarts: ${why}`);
  }
}

/**
 * A private directory (mode 0700) in memory for a copy of `bytes`, or null when there is no tmpfs
 * at `memoryDir` or it has not four times that free. Copies left there by a killed process are
 * removed first: each holds memory until the machine restarts.
 */
export function memoryPlace(bytes: number, memoryDir = MEMORY_DIR, now = Date.now()): string | null {
  if (!isTmpfs(memoryDir)) return null;
  for (const entry of readdirSync(memoryDir)) {
    if (!entry.startsWith(COPY_PREFIX)) continue;
    const stale = path.join(memoryDir, entry);
    try {
      if (now - statSync(stale).mtimeMs > STALE_MS) rmSync(stale, { recursive: true, force: true });
    } catch {
      // Another user's, or gone meanwhile: not ours to clear.
    }
  }
  const free = statfsSync(memoryDir);
  if (free.bavail * free.bsize < bytes * MEMORY_SHARE) return null;
  return mkdtempSync(path.join(memoryDir, COPY_PREFIX));
}

/** True when `dir` is on a tmpfs (false when it cannot be read). */
export function isTmpfs(dir: string): boolean {
  try {
    return statfsSync(dir).type === TMPFS_MAGIC;
  } catch {
    return false;
  }
}

/** The database's size now, from its own count of pages (the log's pages included). */
export function databaseBytes(connection: SQLite.Database): number {
  const pages = connection.pragma("page_count", { simple: true }) as number;
  const pageSize = connection.pragma("page_size", { simple: true }) as number;
  return pages * pageSize;
}

/**
 * Copies the database `connection` has open into `into` (a new file), a step of `stepPages` a turn
 * of the event loop. Commits through `connection` meanwhile are in the copy; a commit by any other
 * connection starts it over, and after MAX_RESTARTS it gives up (CopyStartedOver), the caller
 * taking the snapshot copy instead.
 */
export async function copyThroughConnection(
  connection: SQLite.Database,
  into: string,
  stepPages = STEP_PAGES,
): Promise<{ steps: number }> {
  let steps = 0;
  let restarts = 0;
  let copied = 0;
  await connection.backup(into, {
    progress: ({ totalPages, remainingPages }) => {
      steps++;
      // Each step copies more; pages the server adds meanwhile add to both counts. A step that
      // started over has copied no more than the step before.
      const copiedNow = totalPages - remainingPages;
      if (copiedNow <= copied && ++restarts >= MAX_RESTARTS) throw new CopyStartedOver(restarts);
      copied = copiedNow;
      return stepPages;
    },
  });
  // Kysely runs each SQLite transaction within one turn of the event loop, so a step never falls
  // inside one. Should one ever span turns, SQLite refuses the step (busy), and better-sqlite3 ends
  // the copy as though it were done, removing the unfinished file: so the file is the proof.
  if (!existsSync(into)) throw new CopyStartedOver(restarts, "a step found a transaction open");
  return { steps };
}
