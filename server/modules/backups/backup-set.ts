/**
 * The backups in BACKUP_DIR as a whole: which are finished, pruning the oldest, the last failure,
 * the state the portal and /readyz report, and checking one backup against its manifest.
 */
import { readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  BACKUP_PREFIX,
  type BackupManifest,
  DATABASE_FILE,
  fileSha256,
  INCOMING_PREFIX,
  MANIFEST_FILE,
  manifestSchema,
  UPLOADS_FOLDER,
} from "./backup-manifest";

/** Written into BACKUP_DIR when a backup fails; a later success removes it. */
const FAILURE_FILE = "last-failure.json";
/** A `.incoming-` directory this old is what a crash left, not a backup being written. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * ok; pending: no backup yet, but the database is younger than two intervals; failed: the last
 * attempt failed; missing: the newest backup (or, with none, the database) is older than two intervals.
 */
export type BackupState = "ok" | "pending" | "failed" | "missing";

export interface BackupStatus {
  state: BackupState;
  /** The newest finished backup. */
  last?: { name: string; takenAt: string; totalBytes: number; files: number };
  /** The last failure, when it is newer than the newest backup. */
  failure?: { at: string; message: string };
}

/** A backup that is not whole, or not what was written: the message says what is wrong. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefused";
  }
}

/** The finished backups' directory names, newest first. */
async function finishedBackups(backupDir: string): Promise<string[]> {
  const entries = await readdir(backupDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const names: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(BACKUP_PREFIX)) continue;
    const manifest = await stat(path.join(backupDir, entry.name, MANIFEST_FILE)).catch(() => null);
    if (manifest?.isFile()) names.push(entry.name);
  }
  return names.sort().reverse();
}

/** Removes all but the newest `keep` finished backups, and what crashed writers left a day ago or more; returns the names removed. */
export async function pruneBackups(backupDir: string, keep: number, now = new Date()): Promise<string[]> {
  const removed = (await finishedBackups(backupDir)).slice(keep);
  for (const name of removed) await rm(path.join(backupDir, name), { recursive: true, force: true });
  for (const name of await readdir(backupDir)) {
    if (!name.startsWith(INCOMING_PREFIX)) continue;
    const info = await stat(path.join(backupDir, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > ABANDONED_AFTER_MS) {
      await rm(path.join(backupDir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

export async function recordFailure(backupDir: string, at: Date, message: string): Promise<void> {
  await writeFile(path.join(backupDir, FAILURE_FILE), JSON.stringify({ at: at.toISOString(), message }), {
    mode: 0o600,
  });
}

export async function clearFailure(backupDir: string): Promise<void> {
  await rm(path.join(backupDir, FAILURE_FILE), { force: true });
}

async function readFailure(backupDir: string): Promise<BackupStatus["failure"]> {
  try {
    const { at, message } = JSON.parse(await readFile(path.join(backupDir, FAILURE_FILE), "utf8")) as Record<
      string,
      unknown
    >;
    return typeof at === "string" && typeof message === "string" ? { at, message } : undefined;
  } catch {
    return undefined;
  }
}

async function readManifest(directory: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(directory, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupRefused(`${directory} has no ${MANIFEST_FILE}: it is not a finished backup`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${directory}/${MANIFEST_FILE} is not whole (it does not read as JSON)`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupRefused(`${directory}/${MANIFEST_FILE} is not a backup manifest`);
  return result.data;
}

export interface StatusQuestion {
  backupDir: string;
  intervalHours: number;
  /** When the database was created: with no backup, a warning only once it is two intervals old. */
  databaseSince: Date;
  now: Date;
  /** This process's own last failure, which a process that cannot write to BACKUP_DIR could not record there. */
  failedHere?: BackupStatus["failure"] | undefined;
}

/**
 * The state of the backups at `now`. With no schedule (interval 0) a backup is still expected
 * daily, from cron's `npm run backup`.
 */
export async function backupStatus({
  backupDir,
  intervalHours,
  databaseSince,
  now,
  failedHere,
}: StatusQuestion): Promise<BackupStatus> {
  let names: string[];
  try {
    names = await finishedBackups(backupDir);
  } catch (error) {
    const message = `BACKUP_DIR (${backupDir}) cannot be read: ${(error as Error).message}`;
    return { state: "failed", failure: { at: now.toISOString(), message } };
  }
  const newest = names[0];
  const last = newest
    ? await readManifest(path.join(backupDir, newest)).then(
        (manifest) => ({
          name: newest,
          takenAt: manifest.takenAt,
          totalBytes: manifest.totalBytes,
          files: manifest.uploads.count,
        }),
        () => undefined,
      )
    : undefined;
  const failures = [await readFailure(backupDir), failedHere].filter((failure) => failure !== undefined);
  const failure = failures.sort((a, b) => b.at.localeCompare(a.at))[0];
  if (failure && (!last || failure.at > last.takenAt)) return { state: "failed", failure, ...(last ? { last } : {}) };
  const tooOld = now.getTime() - 2 * (intervalHours || 24) * 60 * 60_000;
  if (!last) return { state: databaseSince.getTime() < tooOld ? "missing" : "pending" };
  return { state: new Date(last.takenAt).getTime() < tooOld ? "missing" : "ok", last };
}

/**
 * Checks a backup against its manifest: a finished backup's name, the database file's size and
 * checksum, and exactly the manifest's uploaded files with their sizes and checksums. Throws
 * BackupRefused saying what is wrong.
 */
export async function verifyBackup(directory: string): Promise<BackupManifest> {
  const name = path.basename(directory);
  if (name.startsWith(INCOMING_PREFIX)) {
    throw new BackupRefused(`${directory} is a backup that was never finished (being written, or its writer crashed)`);
  }
  const manifest = await readManifest(directory);
  const database = path.join(directory, DATABASE_FILE);
  const databaseInfo = await stat(database).catch(() => null);
  if (databaseInfo?.size !== manifest.database.bytes || fileSha256(database) !== manifest.database.sha256) {
    throw new BackupRefused(`${DATABASE_FILE} in ${directory} is missing or not the file the manifest describes`);
  }
  const uploads = path.join(directory, UPLOADS_FOLDER);
  const present = new Set(await readdir(uploads).catch(() => [] as string[]));
  if (present.size !== manifest.uploads.count || manifest.uploads.files.length !== manifest.uploads.count) {
    throw new BackupRefused(
      `${directory} holds ${present.size} uploaded file(s) where its manifest lists ${manifest.uploads.count}`,
    );
  }
  for (const file of manifest.uploads.files) {
    const copy = path.join(uploads, path.basename(file.name));
    const info = present.has(file.name) ? await stat(copy).catch(() => null) : null;
    if (info?.size !== file.bytes || fileSha256(copy) !== file.sha256) {
      throw new BackupRefused(`the uploaded file ${file.name} in ${directory} is missing or damaged`);
    }
  }
  return manifest;
}
