/**
 * The backup's worker thread (piscina): writes one backup of the SQLite database and the uploaded
 * files into BACKUP_DIR. It runs on a thread of its own, so the server's event loop never waits
 * for the disk here. The database comes either as a copy the server took through its own
 * connection into memory (connection-copy.ts, decision 083), which is written out at a pace, or,
 * from `npm run backup` or without the memory for it, as a snapshot copied here in paced steps
 * inside one read transaction, which in WAL mode blocks no writer (database-copy.ts, decision
 * 078), with the checkpoint after it taken here too (decision 049).
 */
import { randomUUID } from "node:crypto";
import {
  closeSync,
  constants,
  copyFileSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
// The uploads store's own temporary files (a put in progress) are not files yet.
import { INCOMING_PREFIX as UPLOAD_IN_PROGRESS } from "#server/modules/uploads/disk-store";
import {
  type BackupManifest,
  backupName,
  fileSha256,
  DATABASE_FILE,
  INCOMING_PREFIX,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
} from "./backup-manifest";
import { copyDatabase, writeOutCopy } from "./database-copy";

export interface BackupJob {
  databaseFile: string;
  /** The database already copied (in memory), to be written out and removed; without it the thread copies a snapshot. */
  databaseCopy?: string;
  /** When the backup began (ms since the epoch), before that copy: the manifest's duration counts from here. */
  startedMs?: number;
  uploadsDir: string;
  backupDir: string;
}

export interface WrittenBackup {
  directory: string;
  manifest: BackupManifest;
}

function syncToDisk(target: string): void {
  const fd = openSync(target, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readdirIfAny(directory: string) {
  try {
    return readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Copies the log the server wrote during the backup into the database, here rather than on the
 * server's thread: while the copy holds its snapshot the log cannot be reset, and the
 * server's own automatic checkpoint, paused during a backup (plugins/app/backups.ts), would
 * otherwise copy it all at its next commit, a stall of 200 ms in bench/backup.ts. PASSIVE waits
 * for no one; what it cannot copy now the server's next checkpoint does.
 */
function checkpoint(databaseFile: string): void {
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    database.pragma("wal_checkpoint(PASSIVE)");
  } finally {
    database.close();
  }
}

export default async function writeBackup({
  databaseFile,
  databaseCopy: copied,
  startedMs,
  uploadsDir,
  backupDir,
}: BackupJob): Promise<WrittenBackup> {
  const started = startedMs ?? Date.now();
  const takenAt = new Date();
  // The backups hold everything DATA_DIR does: the server's user alone may read them.
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const incoming = path.join(backupDir, `${INCOMING_PREFIX}${randomUUID()}`);
  mkdirSync(path.join(incoming, UPLOADS_FOLDER), { recursive: true, mode: 0o700 });
  try {
    // The database first: a row it holds names a file that is already stored (files are stored
    // before their row is written), so the copy below finds it unless it was erased meanwhile.
    const databaseCopy = path.join(incoming, DATABASE_FILE);
    const { lastMigration, migrations } = copied
      ? writeOutCopy(copied, databaseCopy)
      : await copyDatabase(databaseFile, databaseCopy);
    syncToDisk(databaseCopy);
    const files: BackupManifest["uploads"]["files"] = [];
    const names = readdirIfAny(uploadsDir).filter(
      (entry) => entry.isFile() && !entry.name.startsWith(UPLOAD_IN_PROGRESS),
    );
    for (const { name } of names) {
      const copy = path.join(incoming, UPLOADS_FOLDER, name);
      try {
        copyFileSync(path.join(uploadsDir, name), copy, constants.COPYFILE_FICLONE);
      } catch (error) {
        // Erased (or retention ran) between the listing and the copy: not a file any more.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      syncToDisk(copy);
      files.push({ name, bytes: statSync(copy).size, sha256: fileSha256(copy) });
    }
    const databaseBytes = statSync(databaseCopy).size;
    const uploadBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const manifest: BackupManifest = {
      format: 1,
      takenAt: takenAt.toISOString(),
      durationMs: Date.now() - started,
      database: { bytes: databaseBytes, sha256: fileSha256(databaseCopy), lastMigration, migrations },
      uploads: { count: files.length, bytes: uploadBytes, files },
      totalBytes: databaseBytes + uploadBytes,
    };
    const manifestFile = path.join(incoming, MANIFEST_FILE);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
    syncToDisk(manifestFile);
    syncToDisk(path.join(incoming, UPLOADS_FOLDER));
    syncToDisk(incoming);
    const directory = path.join(backupDir, backupName(takenAt));
    renameSync(incoming, directory);
    syncToDisk(backupDir);
    // A copy through the server's connection held no snapshot: its log never grew.
    if (!copied) checkpoint(databaseFile);
    return { directory, manifest };
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}
