/**
 * `fastify.backups`: the server's own backups of SQLite and DATA_DIR/uploads (docs/backups.md,
 * decision 049). Every process looks every few minutes: the one that claims the `backup` job's row
 * (scheduled-jobs, as retention does) takes the backup when BACKUP_INTERVAL_HOURS has passed, and
 * every process reads the state of BACKUP_DIR for the portal and /readyz, warning in the log while
 * the last backup failed or is missing. With PostgreSQL (no `config.backup`) nothing runs here.
 */
import fp from "fastify-plugin";
import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import { type BackupStatus, backupStatus } from "#server/modules/backups/backup-set";
import { type BackupRun, takeBackup } from "#server/modules/backups/take-backup";
import { claimJob, releaseJob } from "#server/modules/personal-data/scheduled-jobs";

export interface Backups {
  /** The state as last read (no disk access): undefined with PostgreSQL, or before the first look. */
  lastStatus(): BackupStatus | undefined;
  /** The state, read again from BACKUP_DIR when the last look is older than a minute; undefined with PostgreSQL. */
  status(now?: Date): Promise<BackupStatus | undefined>;
  /** Takes the scheduled backup if it is due and no other process has it; null when it was not this process's to take. */
  runScheduled(now?: Date): Promise<BackupRun | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    backups: Backups;
  }
}

export interface BackupSchedule {
  /** Off in tests that run the schedule themselves. Default on. */
  enabled?: boolean;
  /** The first look after start (default one minute). */
  firstCheckMs?: number;
}

const BACKUP_JOB = "backup";
const HOUR_MS = 60 * 60_000;
/** How often each process looks: a due backup starts at most this late, and a failure shows this soon everywhere. */
const CHECK_EVERY_MS = 5 * 60_000;
/** Longer than a backup takes (a million leads: seconds; decision 049), so no second process starts one beside it. */
const LEASE_MS = 3 * HOUR_MS;
/** A failed backup is tried again after this, not at every look (each try copies the whole database). */
const RETRY_AFTER_MS = HOUR_MS;
const STATUS_FRESH_MS = 60_000;

export interface BackupsOptions {
  schedule?: BackupSchedule;
  /** The server's SQLite connection, which the database is copied through (modules/backups/connection-copy.ts). */
  sqliteConnection?: SQLite.Database | undefined;
}

export default fp<BackupsOptions>(
  async (app, { schedule = {}, sqliteConnection }) => {
    const { db, config } = app;
    const settings = config.backup;
    let cached: { status: BackupStatus; at: number } | undefined;
    let failedHere: BackupStatus["failure"];
    let warned: { state: string; at: number } | undefined;
    const databaseSince = settings ? await databaseCreatedAt() : new Date();

    /** When the first migration ran: the database's birth, from Kysely's own table. */
    async function databaseCreatedAt(): Promise<Date> {
      const { rows } = await sql<{
        since: string | null;
      }>`select min(timestamp) as since from kysely_migration`.execute(db);
      return rows[0]?.since ? new Date(rows[0].since) : new Date();
    }

    async function refresh(now: Date): Promise<BackupStatus | undefined> {
      if (!settings) return undefined;
      const status = await backupStatus({
        backupDir: settings.dir,
        intervalHours: settings.intervalHours,
        databaseSince,
        now,
        failedHere,
      });
      cached = { status, at: now.getTime() };
      if (status.state === "ok" || status.state === "pending") warned = undefined;
      else if (!warned || warned.state !== status.state || now.getTime() - warned.at >= HOUR_MS) {
        warned = { state: status.state, at: now.getTime() };
        app.log.warn(
          { event: "backup.warning", state: status.state, last: status.last, failure: status.failure },
          status.state === "failed"
            ? "backup: the last backup failed"
            : "backup: no backup is younger than two intervals (BACKUP_INTERVAL_HOURS, or a day without a schedule)",
        );
      }
      return status;
    }

    async function runScheduled(now = new Date()): Promise<BackupRun | null> {
      if (!settings || settings.intervalHours === 0) return null;
      const everyMs = settings.intervalHours * HOUR_MS;
      if (!(await claimJob(db, BACKUP_JOB, now, { everyMs, leaseMs: LEASE_MS }))) return null;
      // A failure counts as a run that started long enough ago for the next try to fall due after RETRY_AFTER_MS.
      let finishedAs = new Date(now.getTime() - everyMs + RETRY_AFTER_MS);
      try {
        const run = await takeBackup(config.dataDir, settings, sqliteConnection);
        finishedAs = now;
        failedHere = undefined;
        app.log.info(
          {
            event: "backup.taken",
            directory: run.directory,
            bytes: run.manifest.totalBytes,
            files: run.manifest.uploads.count,
            ms: run.manifest.durationMs,
            databaseCopiedBy: run.databaseCopiedBy,
            pruned: run.pruned,
          },
          "backup: taken",
        );
        return run;
      } catch (error) {
        failedHere = { at: now.toISOString(), message: (error as Error).message };
        app.log.error({ err: error, event: "backup.failed" }, "backup: failed; tried again in an hour");
        throw error;
      } finally {
        await releaseJob(db, BACKUP_JOB, finishedAs, true);
        await refresh(new Date());
      }
    }

    app.decorate("backups", {
      lastStatus: () => cached?.status,
      status: async (now = new Date()) =>
        cached && now.getTime() - cached.at < STATUS_FRESH_MS ? cached.status : refresh(now),
      runScheduled,
    } satisfies Backups);

    if (!settings || schedule.enabled === false) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const check = () => {
      running = runScheduled()
        .then((run) => (run ? undefined : refresh(new Date())))
        .catch((error: unknown) => app.log.error({ err: error }, "backup: the scheduled look failed"))
        .finally(() => {
          timer = setTimeout(check, CHECK_EVERY_MS);
          timer.unref();
        });
    };
    app.addHook("onReady", async () => {
      // The first look at BACKUP_DIR is not waited for: a slow disk must not hold up the start.
      void refresh(new Date()).catch((error: unknown) => app.log.error({ err: error }, "backup: status unreadable"));
      timer = setTimeout(check, schedule.firstCheckMs ?? 60_000);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
    });
  },
  { name: "backups", dependencies: ["database"] },
);
