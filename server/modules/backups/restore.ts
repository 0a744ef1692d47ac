/**
 * Puts a backup back into DATA_DIR (`npm run restore`): checks the backup against its manifest,
 * refuses while anything has the database open, stages a copy beside the data, checks the copy
 * (SQLite's integrity_check, the migrations, the files against the manifest), and only then swaps
 * it in. What was there before is kept aside in DATA_DIR, never deleted.
 */
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { createDatabase, migrateToLatest, sqliteFile } from "#server/db/database";
import { migrations } from "#server/db/migrations/index";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { DATABASE_FILE, UPLOADS_FOLDER } from "./backup-manifest";
import { BackupRefused, verifyBackup } from "./backup-set";

export interface RestoreReport {
  takenAt: string;
  lastMigration: string | null;
  /** Migrations the restored database lacked and got now (a backup from an older version). */
  migrated: string[];
  counts: { inquiries: number; catalogueRequests: number; jobApplications: number; contentItems: number };
  files: number;
  bytes: number;
  /** Where DATA_DIR's database and uploads went, if there were any. */
  previousDataIn: string | null;
}

/**
 * True when some process (a server, `npm run admin`) has DATA_DIR's database open. SQLite's own
 * locks say so, and they end with the process that held them, so a crash leaves nothing stale: in
 * WAL mode every open connection holds a shared lock in the -shm file, and a connection asking for
 * exclusive locking cannot get it while one does.
 */
function databaseInUse(dataDir: string): boolean {
  let probe: SQLite.Database;
  try {
    probe = new SQLite(sqliteFile(dataDir), { fileMustExist: true, timeout: 0 });
  } catch {
    return false;
  }
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("begin exclusive");
    probe.exec("commit");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY" || (error as { code?: string }).code === "SQLITE_LOCKED") {
      return true;
    }
    throw error;
  } finally {
    probe.close();
  }
}

function refuseWhileInUse(dataDir: string): void {
  if (databaseInUse(dataDir)) {
    throw new BackupRefused(
      `${sqliteFile(dataDir)} is open in another process (a running server, or npm run admin): stop it, then restore`,
    );
  }
}

async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of await readdir(from)) await copyFile(path.join(from, name), path.join(to, name));
}

async function checkStagedDatabase(stagingDir: string): Promise<Pick<RestoreReport, "migrated" | "counts">> {
  const raw = new SQLite(sqliteFile(stagingDir), { fileMustExist: true });
  try {
    let problems: { integrity_check: string }[];
    try {
      problems = raw.pragma("integrity_check") as { integrity_check: string }[];
    } catch (error) {
      throw new BackupRefused(`the backup's database cannot be read by SQLite: ${(error as Error).message}`);
    }
    if (problems.length !== 1 || problems[0]?.integrity_check !== "ok") {
      throw new BackupRefused(
        `the backup's database fails SQLite's integrity check: ${problems.map((p) => p.integrity_check).join("; ")}`,
      );
    }
    const applied = raw.prepare("select name from kysely_migration").pluck().all() as string[];
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupRefused(
        `the backup comes from a newer version of the site (migrations ${unknown.join(", ")} are unknown here): restore it with that version`,
      );
    }
  } finally {
    raw.close();
  }
  const { db } = createDatabase({ dataDir: stagingDir });
  try {
    const migrated = await migrateToLatest(db);
    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0);
    return {
      migrated,
      counts: {
        inquiries: await count("inquiries"),
        catalogueRequests: await count("catalogue_requests"),
        jobApplications: await count("job_applications"),
        contentItems: await count("content_items"),
      },
    };
  } finally {
    await db.destroy();
  }
}

/** Moves DATA_DIR's database (with its -wal and -shm) and uploads into `aside`; false when there was nothing to move. */
async function moveAside(dataDir: string, aside: string): Promise<boolean> {
  const database = sqliteFile(dataDir);
  const items = [database, `${database}-wal`, `${database}-shm`, uploadsDirectory(dataDir)];
  let moved = false;
  for (const item of items) {
    if (!(await stat(item).catch(() => null))) continue;
    if (!moved) await mkdir(aside, { recursive: true, mode: 0o700 });
    await rename(item, path.join(aside, path.basename(item)));
    moved = true;
  }
  return moved;
}

export async function restoreBackup(backup: string, dataDir: string, now = new Date()): Promise<RestoreReport> {
  const manifest = await verifyBackup(backup);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  refuseWhileInUse(dataDir);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const staging = path.join(dataDir, `.restoring-${stamp}`);
  try {
    await mkdir(staging, { mode: 0o700 });
    await copyFile(path.join(backup, DATABASE_FILE), sqliteFile(staging));
    await copyTree(path.join(backup, UPLOADS_FOLDER), uploadsDirectory(staging));
    const checked = await checkStagedDatabase(staging);
    const files = (await readdir(uploadsDirectory(staging))).length;
    if (files !== manifest.uploads.count) {
      throw new BackupRefused(`${files} file(s) were copied where the manifest lists ${manifest.uploads.count}`);
    }
    // Again at the last moment: a server may have been started while the copy was checked.
    refuseWhileInUse(dataDir);
    const aside = path.join(dataDir, `before-restore-${stamp}`);
    const previousDataIn = (await moveAside(dataDir, aside)) ? aside : null;
    await rename(sqliteFile(staging), sqliteFile(dataDir));
    await rename(uploadsDirectory(staging), uploadsDirectory(dataDir));
    return {
      takenAt: manifest.takenAt,
      lastMigration: manifest.database.lastMigration,
      ...checked,
      files,
      bytes: manifest.totalBytes,
      previousDataIn,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
