/**
 * Takes one backup now (the schedule, `npm run backup`): the writer runs on a worker thread of its
 * own, then the oldest backups beyond BACKUP_KEEP are pruned. A failure is recorded in BACKUP_DIR
 * (when it can be written) for the portal and /readyz of every process to see.
 *
 * The server passes its own SQLite connection: the database is then copied through it into memory
 * first (connection-copy.ts, decision 083), and the thread writes that copy out. Without it
 * (`npm run backup`, another process), without the memory, or when the copy gives way, the thread
 * copies a snapshot itself, and the server's connection leaves checkpoints to the thread meanwhile.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { Piscina } from "piscina";
import type { BackupSettings } from "#server/config";
import { sqliteFile } from "#server/db/database";
import { workerFile } from "#server/modules/threads/worker-file";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { DATABASE_FILE } from "./backup-manifest";
import { clearFailure, pruneBackups, recordFailure } from "./backup-set";
import type writeBackup from "./backup-writer";
import type { BackupJob, WrittenBackup } from "./backup-writer";
import { CopyStartedOver, copyThroughConnection, databaseBytes, memoryPlace } from "./connection-copy";

export interface BackupRun extends WrittenBackup {
  /** The older backups this run removed. */
  pruned: string[];
  /** How the database was copied: through the server's connection into memory, or as the thread's snapshot. */
  databaseCopiedBy: "connection" | "snapshot";
}

/** SQLite's default: a checkpoint when the log passes this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

export async function takeBackup(
  dataDir: string,
  settings: BackupSettings,
  connection?: SQLite.Database,
): Promise<BackupRun> {
  const startedAt = new Date();
  const databaseFile = sqliteFile(dataDir);
  const job: BackupJob = { databaseFile, uploadsDir: uploadsDirectory(dataDir), backupDir: settings.dir };
  const writer = new Piscina<BackupJob, Awaited<ReturnType<typeof writeBackup>>>({
    ...workerFile(import.meta.url, "backup-writer"),
    minThreads: 1,
    maxThreads: 1,
  });
  const server = connection && path.resolve(connection.name) === path.resolve(databaseFile) ? connection : undefined;
  let memory: string | null = null;
  try {
    memory = server ? roomInMemory(server) : null;
    const inMemory = server && memory ? await copiedInMemory(server, path.join(memory, DATABASE_FILE)) : undefined;
    let written: WrittenBackup;
    if (inMemory) written = await writer.run({ ...job, databaseCopy: inMemory, startedMs: startedAt.getTime() });
    else if (server) written = await pausingCheckpoints(server, () => writer.run(job));
    else written = await writer.run(job);
    await clearFailure(settings.dir);
    return {
      ...written,
      pruned: await pruneBackups(settings.dir, settings.keep),
      databaseCopiedBy: inMemory ? "connection" : "snapshot",
    };
  } catch (error) {
    await recordFailure(settings.dir, startedAt, (error as Error).message).catch(() => {});
    throw error;
  } finally {
    await writer.destroy();
    // On the thread pool: freeing a copy's memory takes the kernel a while.
    if (memory) await rm(memory, { recursive: true, force: true });
  }
}

/** A folder in memory for the copy, or null (no room, or none to be had: the snapshot is taken). */
function roomInMemory(connection: SQLite.Database): string | null {
  try {
    return memoryPlace(databaseBytes(connection));
  } catch {
    return null;
  }
}

/** The copy's file, or undefined when the copy gave way to another connection's writes. */
async function copiedInMemory(connection: SQLite.Database, into: string): Promise<string | undefined> {
  try {
    await copyThroughConnection(connection, into);
    return into;
  } catch (error) {
    if (error instanceof CopyStartedOver) return undefined;
    throw error;
  }
}

/**
 * While the thread's snapshot is held, the server's connection leaves checkpoints to the thread
 * (see checkpoint in backup-writer.ts): one at a commit would wait on the event loop for the disk
 * the backup is filling.
 */
async function pausingCheckpoints<T>(connection: SQLite.Database, work: () => Promise<T>): Promise<T> {
  connection.pragma("wal_autocheckpoint = 0");
  try {
    return await work();
  } finally {
    connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  }
}
