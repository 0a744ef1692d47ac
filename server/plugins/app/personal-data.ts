/**
 * `fastify.personalData`: the administrators' find, export and erase of a person, and retention,
 * which this plugin runs by itself: every process asks once an hour (the first time a minute
 * after start) whether the day's run is due, and the one that claims it runs it (scheduled-jobs).
 * Resume files are removed through the uploads store (UPLOADS: disk, database or S3): written
 * down with the deletion of their records and deleted by a job every process runs every few
 * minutes (file-deletions), which also sweeps, once a day, resume files no application refers to.
 */
import fp from "fastify-plugin";
import type { ErasureCounts } from "#contracts/personal-data";
import { erasePerson, exportPerson, findPerson, type PersonExport } from "#server/modules/personal-data/people";
import type { ResumeFiles } from "#server/modules/personal-data/lead-records";
import { loadServerSecret } from "#server/db/server-secrets";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
import { personReference } from "#server/modules/personal-data/person-reference";
import { removeExpiredRecords } from "#server/modules/personal-data/retention";
import { claimJob, releaseJob } from "#server/modules/personal-data/scheduled-jobs";
import { deleteQueuedFiles, queueOrphanResumes } from "#server/modules/personal-data/file-deletions";
import type { PersonFound } from "#contracts/personal-data";

export interface PersonalData {
  find(email: string): Promise<PersonFound>;
  export(email: string): Promise<PersonExport>;
  erase(email: string): Promise<ErasureCounts>;
  /**
   * How the audit trail names a person an export or erasure was about: a keyed hash of the address,
   * never the address (an erased person must not stay readable in a table nobody may change). The
   * same address always gives the same reference, so an administrator can still show that it was
   * erased, and when: the people page shows an address's reference beside what is held.
   */
  reference(email: string): string;
  /** Runs retention now if the day's run is due and no other process has it; null when it was not this process's to run. */
  runRetention(now?: Date): Promise<ErasureCounts | null>;
  /**
   * Deletes the files written down for deletion that are due, and (once a day, in whichever
   * process claims it) writes down the resume files no application refers to first. Answers what
   * it did; `orphans` is null when the sweep was not this run's to do.
   */
  deleteFiles(now?: Date): Promise<{ deleted: number; failed: number; orphans: number | null }>;
}

declare module "fastify" {
  interface FastifyInstance {
    personalData: PersonalData;
  }
}

export interface RetentionSchedule {
  /** Off in tests that run retention themselves. Default on. */
  enabled?: boolean;
  /** The first check after start (default one minute). */
  firstCheckMs?: number;
  /** Checks after that (default one hour). */
  checkEveryMs?: number;
  /** How often each process deletes the files that are due (default five minutes). */
  fileDeletionEveryMs?: number;
}

const RETENTION_JOB = "retention";
const PERSON_REFERENCE_KEY = "person-reference-key";
const HOUR_MS = 60 * 60_000;
/** Once a day, give or take the hourly check. */
const RETENTION_TIMING = { everyMs: 23 * HOUR_MS, leaseMs: HOUR_MS };
const ORPHAN_SWEEP_JOB = "orphan-resume-sweep";
/** A resume younger than this may still be on its way to its application's row (uploads' abandoned-upload hour, with a margin). */
const ORPHAN_MIN_AGE_MS = 2 * HOUR_MS;

export default fp<{ schedule?: RetentionSchedule }>(
  async (app, { schedule = {} }) => {
    const { db, config } = app;
    const files: ResumeFiles = app.uploads;
    const periods = config.retention;

    async function runRetention(now = new Date()): Promise<ErasureCounts | null> {
      if (!(await claimJob(db, RETENTION_JOB, now, RETENTION_TIMING))) return null;
      let finished = false;
      try {
        const removed = await removeExpiredRecords(db, files, config.dataDir, periods, now);
        finished = true;
        app.log.info({ retention: true, ...removed, ...periods }, "retention: expired records removed");
        // One audit entry per run with the counts (issue 13), by the server itself: no actor, no address.
        await insertAuditEntry(db, {
          action: "retention.run",
          outcome: "success",
          actorId: null,
          actorEmail: null,
          details: { ...removed, ...periods },
          address: null,
          userAgent: null,
          at: now,
        });
        return removed;
      } finally {
        await releaseJob(db, RETENTION_JOB, now, finished);
      }
    }

    async function deleteFiles(now = new Date()) {
      let orphans: number | null = null;
      if (await claimJob(db, ORPHAN_SWEEP_JOB, now, RETENTION_TIMING)) {
        let finished = false;
        try {
          orphans = (await queueOrphanResumes(db, app.uploads, now, ORPHAN_MIN_AGE_MS)).length;
          finished = true;
          if (orphans > 0) app.log.warn({ orphans }, "file sweep: resume files no application refers to are deleted");
        } finally {
          await releaseJob(db, ORPHAN_SWEEP_JOB, now, finished);
        }
      }
      const run = await deleteQueuedFiles(db, files, now);
      for (const failure of run.failed) {
        app.log.warn({ file: failure.name, reason: failure.error }, "file deletion failed; tried again later");
      }
      return { deleted: run.deleted, failed: run.failed.length, orphans };
    }

    const referenceKey = await loadServerSecret(db, PERSON_REFERENCE_KEY);
    app.decorate("personalData", {
      find: async (email) => ({ ...(await findPerson(db, email)), reference: personReference(referenceKey, email) }),
      reference: (email) => personReference(referenceKey, email),
      export: (email) => exportPerson(db, email, new Date()),
      erase: (email) => erasePerson(db, files, config.dataDir, email),
      runRetention,
      deleteFiles,
    } satisfies PersonalData);

    if (schedule.enabled === false) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const check = () => {
      running = runRetention()
        .catch((error: unknown) => app.log.error({ err: error }, "retention: run failed; tried again within the hour"))
        .finally(() => {
          timer = setTimeout(check, schedule.checkEveryMs ?? HOUR_MS);
          timer.unref();
        });
    };
    let fileTimer: NodeJS.Timeout | undefined;
    let deleting: Promise<unknown> = Promise.resolve();
    const deleteDue = () => {
      deleting = deleteFiles()
        .catch((error: unknown) => app.log.error({ err: error }, "file deletion: run failed; tried again later"))
        .finally(() => {
          fileTimer = setTimeout(deleteDue, schedule.fileDeletionEveryMs ?? 5 * 60_000);
          fileTimer.unref();
        });
    };
    app.addHook("onReady", async () => {
      timer = setTimeout(check, schedule.firstCheckMs ?? 60_000);
      timer.unref();
      fileTimer = setTimeout(deleteDue, schedule.firstCheckMs ?? 60_000);
      fileTimer.unref();
    });
    app.addHook("onClose", async () => {
      clearTimeout(timer);
      clearTimeout(fileTimer);
      await Promise.all([running, deleting]);
      clearTimeout(timer);
      clearTimeout(fileTimer);
    });
  },
  { name: "personal-data", dependencies: ["database", "uploads"] },
);
