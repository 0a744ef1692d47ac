/**
 * The checkpointer's worker thread (piscina): copies the pages the server has written to SQLite's
 * log (`site.db-wal`) into the database and, when the log has grown large, empties it. Every
 * checkpoint of the server's database happens here, on a connection of this thread's own, never
 * on the event loop: the server's connection has automatic checkpoints off (checkpoints.ts,
 * decision 080). A checkpoint writes pages at random places in the database and waits for the
 * disk (fsync) twice; at a commit on the event loop it stalled requests 200 to 300 ms.
 */
import { statSync } from "node:fs";
import SQLite from "better-sqlite3";

export interface CheckpointJob {
  databaseFile: string;
  /** Above this size the log is emptied (TRUNCATE) once every page of it is in the database and nobody reads it. */
  truncateBytes: number;
}

export interface CheckpointResult {
  /** Another connection was checkpointing (another process's thread, or the backup's): nothing was done. */
  busy: boolean;
  /** The log's frames, and how many of them are now in the database: equal when the checkpoint was whole. */
  logFrames: number;
  checkpointedFrames: number;
  /** The log's size after the checkpoint. */
  walBytes: number;
  truncated: boolean;
}

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

function walBytes(databaseFile: string): number {
  return statSync(`${databaseFile}-wal`, { throwIfNoEntry: false })?.size ?? 0;
}

export default function checkpoint({ databaseFile, truncateBytes }: CheckpointJob): CheckpointResult {
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    // Never wait for anyone: what cannot be done now is done at the next turn. PASSIVE takes no
    // lock that a reader or the writer needs, and copies what no reader's snapshot still needs
    // from the log (during a backup, nothing written after its snapshot began).
    database.pragma("busy_timeout = 0");
    const [passive] = database.pragma("wal_checkpoint(PASSIVE)") as [CheckpointRow];
    let truncated = false;
    if (passive.busy === 0 && passive.log === passive.checkpointed && walBytes(databaseFile) > truncateBytes) {
      // TRUNCATE holds the write lock while it runs, so only when the log is already all in the
      // database: it then only cuts the file. With a reader in the log (a backup) it gives up at once.
      const [truncate] = database.pragma("wal_checkpoint(TRUNCATE)") as [CheckpointRow];
      truncated = truncate.busy === 0;
    }
    return {
      busy: passive.busy !== 0,
      logFrames: passive.log,
      checkpointedFrames: passive.checkpointed,
      walBytes: walBytes(databaseFile),
      truncated,
    };
  } finally {
    database.close();
  }
}
