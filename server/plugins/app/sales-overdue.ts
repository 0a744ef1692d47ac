/**
 * `fastify.overdueLeads`: every process asks once a minute whether the check of unanswered leads
 * is due, and the one that claims it (scheduled-jobs) marks and mails what is overdue
 * (modules/sales/overdue-leads). Tests call `check` with the instant they want.
 */
import fp from "fastify-plugin";
import { claimJob, releaseJob } from "#server/modules/personal-data/scheduled-jobs";
import { markOverdueLeads, type OverdueCounts } from "#server/modules/sales/overdue-leads";

export interface OverdueLeads {
  /** Runs the check if it is due and no other process has it; null when it was not this process's to run. */
  check(now?: Date): Promise<OverdueCounts | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    overdueLeads: OverdueLeads;
  }
}

const JOB = "overdue-leads";
const MINUTE_MS = 60_000;
const TIMING = { everyMs: MINUTE_MS - 5_000, leaseMs: 5 * MINUTE_MS };

export default fp(
  async (app) => {
    const { db, config } = app;
    const settings = { overdueHours: config.replyOverdueHours, publicUrl: config.publicUrl };

    async function check(now = new Date()): Promise<OverdueCounts | null> {
      if (!(await claimJob(db, JOB, now, TIMING))) return null;
      let finished = false;
      try {
        const counts = await markOverdueLeads(db, settings, now);
        finished = true;
        if (counts.overdue || counts.escalated) app.outbox.wake();
        return counts;
      } finally {
        await releaseJob(db, JOB, now, finished);
      }
    }
    app.decorate("overdueLeads", { check } satisfies OverdueLeads);

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = check()
        .catch((error: unknown) =>
          app.log.error({ err: error }, "overdue leads: check failed; tried again in a minute"),
        )
        .finally(() => {
          timer = setTimeout(tick, MINUTE_MS);
          timer.unref();
        });
    };
    app.addHook("onReady", async () => {
      timer = setTimeout(tick, MINUTE_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
    });
  },
  { name: "sales-overdue", dependencies: ["database", "outbox"] },
);
