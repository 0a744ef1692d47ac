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
}

export interface CheckpointResult {
  /** Another connection was checkpointing (another process's thread, or the backup's): nothing was done. */
  busy: boolean;
  /** The log's frames, and how many of them are now in the database: equal when the checkpoint was whole. */
  logFrames: number;
  checkpointedFrames: number;
  /** The log's size after the checkpoint (the server's next write cuts it back: journal_size_limit, checkpoints.ts). */
  walBytes: number;
}

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

function walBytes(databaseFile: string): number {
  return statSync(`${databaseFile}-wal`, { throwIfNoEntry: false })?.size ?? 0;
}

export default function checkpoint({ databaseFile }: CheckpointJob): CheckpointResult {
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    // Never wait for anyone: what cannot be done now is done at the next turn. PASSIVE takes no
    // lock that a reader or the writer needs, and copies what no reader's snapshot still needs
    // from the log (during a backup, nothing written after its snapshot began). Never TRUNCATE
    // here: it holds the write lock, and the server's writes waited out their busy timeout behind
    // it under load (bench/load-submissions.ts --routing: the sales desk's job failed with
    // SQLITE_BUSY and backed off a minute). The server's own next write restarts a log that is
    // all in the database and cuts it back to journal_size_limit.
    database.pragma("busy_timeout = 0");
    const [passive] = database.pragma("wal_checkpoint(PASSIVE)") as [CheckpointRow];
    return {
      busy: passive.busy !== 0,
      logFrames: passive.log,
      checkpointedFrames: passive.checkpointed,
      walBytes: walBytes(databaseFile),
    };
  } finally {
    database.close();
  }
}
