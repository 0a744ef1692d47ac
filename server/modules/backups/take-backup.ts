/**
 * Takes one backup now (the schedule, `npm run backup`): the writer runs on a worker thread of its
 * own, then the oldest backups beyond BACKUP_KEEP are pruned. A failure is recorded in BACKUP_DIR
 * (when it can be written) for the portal and /readyz of every process to see.
 */
import { Piscina } from "piscina";
import type { BackupSettings } from "#server/config";
import { sqliteFile } from "#server/db/database";
import { workerFile } from "#server/modules/threads/worker-file";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { clearFailure, pruneBackups, recordFailure } from "./backup-set";
import type writeBackup from "./backup-writer";
import type { BackupJob, WrittenBackup } from "./backup-writer";

export interface BackupRun extends WrittenBackup {
  /** The older backups this run removed. */
  pruned: string[];
}

export async function takeBackup(dataDir: string, settings: BackupSettings): Promise<BackupRun> {
  const startedAt = new Date();
  const writer = new Piscina<BackupJob, Awaited<ReturnType<typeof writeBackup>>>({
    ...workerFile(import.meta.url, "backup-writer"),
    minThreads: 1,
    maxThreads: 1,
  });
  try {
    const written = await writer.run({
      databaseFile: sqliteFile(dataDir),
      uploadsDir: uploadsDirectory(dataDir),
      backupDir: settings.dir,
    });
    await clearFailure(settings.dir);
    return { ...written, pruned: await pruneBackups(settings.dir, settings.keep) };
  } catch (error) {
    await recordFailure(settings.dir, startedAt, (error as Error).message).catch(() => {});
    throw error;
  } finally {
    await writer.destroy();
  }
}
