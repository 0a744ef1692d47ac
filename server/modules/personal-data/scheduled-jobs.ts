/**
 * Jobs that run once a day however many processes serve the site: each process asks now and then,
 * and the one that claims the job's row (one conditional UPDATE, so two cannot both win) runs it.
 * A claim lasts `leaseMs`; a process that dies mid-run leaves a claim that lapses, and the job is
 * run again by whoever asks next.
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";

export interface JobTiming {
  /** Run again this long after the last run started (`last_finished_at` keeps the start of the last finished run). */
  everyMs: number;
  /** How long a claim keeps other processes away. */
  leaseMs: number;
}

/** Claims the job if it is due and nobody holds it; true when this caller is to run it now. */
export async function claimJob(db: Kysely<Database>, name: string, now: Date, timing: JobTiming): Promise<boolean> {
  await db
    .insertInto("scheduled_jobs")
    .values({ name, claimed_until: null, last_finished_at: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const dueIfFinishedBefore = new Date(now.getTime() - timing.everyMs).toISOString();
  const result = await db
    .updateTable("scheduled_jobs")
    .set({ claimed_until: new Date(now.getTime() + timing.leaseMs).toISOString() })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now.toISOString())]))
    .where((eb) => eb.or([eb("last_finished_at", "is", null), eb("last_finished_at", "<=", dueIfFinishedBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the run that started at `startedAt` as finished (or, with `finished: false`, lets the claim go so the job is tried again). */
export async function releaseJob(
  db: Kysely<Database>,
  name: string,
  startedAt: Date,
  finished: boolean,
): Promise<void> {
  await db
    .updateTable("scheduled_jobs")
    .set(finished ? { claimed_until: null, last_finished_at: startedAt.toISOString() } : { claimed_until: null })
    .where("name", "=", name)
    .execute();
}
