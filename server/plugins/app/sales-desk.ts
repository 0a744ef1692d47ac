/**
 * `fastify.salesDesk`: the sales desk's job (server/modules/sales/lead-intake.ts), which links new
 * leads to their buyer and routes them to an owner. Every process looks every few seconds; the one
 * that claims the job's row (scheduled-jobs, as retention and backups do) runs it, so turns are
 * taken by one process at a time and a lead is owned within a minute wherever it arrived.
 */
import fp from "fastify-plugin";
import { linkNewLeads } from "#server/modules/sales/lead-intake";
import { claimJob, releaseJob } from "#server/modules/personal-data/scheduled-jobs";

export interface SalesDesk {
  /** Runs the job now if no other process has it; the leads linked, or null when it was not this process's to run. */
  linkNow(now?: Date): Promise<number | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    salesDesk: SalesDesk;
  }
}

export interface SalesDeskSchedule {
  /** Off in tests that run the job themselves. Default on. */
  enabled?: boolean;
  /** How often each process looks (default 5 s). */
  everyMs?: number;
  /** The wait after a run that failed (default 60 s): see AFTER_FAILURE_MS. */
  afterFailureMs?: number;
}

const JOB = "sales-link";
/** A run stops taking new batches after this, well inside its claim. */
const RUN_BUDGET_MS = 20_000;
const LEASE_MS = 60_000;
const BATCH = 250;
/**
 * After a failed run (the database locked by another process, or gone) the next look waits this
 * long: with SQLite each write of a run waits out the busy timeout (5 s) on the event loop, and a
 * look every 5 s would hold up the requests answering 503 meanwhile (tests/api/platform/database-outage).
 */
const AFTER_FAILURE_MS = 60_000;

export default fp<{ schedule?: SalesDeskSchedule }>(
  async (app, { schedule = {} }) => {
    const { db } = app;
    const everyMs = schedule.everyMs ?? 5_000;
    const afterFailureMs = Math.max(everyMs, schedule.afterFailureMs ?? AFTER_FAILURE_MS);

    async function linkNow(now = new Date()): Promise<number | null> {
      if (!(await claimJob(db, JOB, now, { everyMs, leaseMs: LEASE_MS }))) return null;
      let linked = 0;
      let finished = false;
      try {
        const started = Date.now();
        for (;;) {
          const batch = await linkNewLeads(db, new Date(), BATCH);
          linked += batch;
          // Two tables, a batch of each: fewer means both are drained.
          if (batch < BATCH || Date.now() - started > RUN_BUDGET_MS) break;
        }
        finished = true;
        return linked;
      } finally {
        await releaseJob(db, JOB, now, finished);
      }
    }

    app.decorate("salesDesk", { linkNow } satisfies SalesDesk);

    if (schedule.enabled === false) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let closing = false;
    const look = () => {
      let next = everyMs;
      running = linkNow()
        .catch((error: unknown) => {
          next = afterFailureMs;
          app.log.error({ err: error }, "sales desk: linking leads failed; tried again in a minute");
        })
        .finally(() => {
          if (closing) return;
          timer = setTimeout(look, next);
          timer.unref();
        });
    };
    app.addHook("onReady", async () => {
      timer = setTimeout(look, everyMs);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      closing = true;
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
    });
  },
  { name: "sales-desk", dependencies: ["database"] },
);
