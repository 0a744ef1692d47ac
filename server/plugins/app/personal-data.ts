/**
 * `fastify.personalData`: the administrators' find, export and erase of a person, and retention,
 * which this plugin runs by itself: every process asks once an hour (the first time a minute
 * after start) whether the day's run is due, and the one that claims it runs it (scheduled-jobs).
 * Resume files are removed through the uploads store (UPLOADS: disk, database or S3).
 */
import fp from "fastify-plugin";
import type { ErasureCounts } from "#contracts/personal-data";
import { erasePerson, exportPerson, findPerson, type PersonExport } from "#server/modules/personal-data/people";
import type { ResumeFiles } from "#server/modules/personal-data/lead-records";
import { retentionPeriods } from "#server/config";
import { loadServerSecret } from "#server/db/server-secrets";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
import { personReference } from "#server/modules/personal-data/person-reference";
import { removeExpiredRecords } from "#server/modules/personal-data/retention";
import { claimJob, releaseJob } from "#server/modules/personal-data/scheduled-jobs";
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
}

const RETENTION_JOB = "retention";
const PERSON_REFERENCE_KEY = "person-reference-key";
const HOUR_MS = 60 * 60_000;
/** Once a day, give or take the hourly check. */
const RETENTION_TIMING = { everyMs: 23 * HOUR_MS, leaseMs: HOUR_MS };

export default fp<{ schedule?: RetentionSchedule }>(
  async (app, { schedule = {} }) => {
    const { db, config } = app;
    const files: ResumeFiles = app.uploads;
    const periods = retentionPeriods(config);

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

    const referenceKey = await loadServerSecret(db, PERSON_REFERENCE_KEY);
    app.decorate("personalData", {
      find: async (email) => ({ ...(await findPerson(db, email)), reference: personReference(referenceKey, email) }),
      reference: (email) => personReference(referenceKey, email),
      export: (email) => exportPerson(db, email, new Date()),
      erase: (email) => erasePerson(db, files, config.dataDir, email),
      runRetention,
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
    app.addHook("onReady", async () => {
      timer = setTimeout(check, schedule.firstCheckMs ?? 60_000);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
    });
  },
  { name: "personal-data", dependencies: ["database", "uploads"] },
);
