/**
 * Small write transactions, committed together on SQLite (group commit). Every commit of SQLite
 * in WAL mode appends each page it changed to the log, and a lead touches the same last pages of
 * its table, indexes and outbox as the lead before it: twenty leads in one commit write those
 * pages once instead of twenty times (bench/README.md has the figures). So the writes asked for
 * while one batch runs go into the next: one transaction, each write in a savepoint of its own,
 * so that one failing write is rolled back alone and fails alone. Each caller's promise settles
 * after the commit: an answer given after it is durable as before.
 *
 * On PostgreSQL each write is its own transaction: the server commits concurrent transactions
 * together itself, and a batch would hold one pooled connection for everyone.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Dialect } from "./database";
import type { Database } from "./schema";

export interface WriteBatches {
  /** Runs `work` in a transaction (a savepoint inside a shared one on SQLite). `work` must use only `trx`. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

interface Job {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Enough to share the pages; a longer batch only makes its first caller wait. */
const MAX_BATCH = 64;

export function createWriteBatches(db: Kysely<Database>, dialect: Dialect): WriteBatches {
  if (dialect === "postgres") return { transaction: (work) => db.transaction().execute(work) };

  const queue: Job[] = [];
  let scheduled = false;
  let running = false;

  function schedule() {
    if (scheduled || running || queue.length === 0) return;
    scheduled = true;
    // After the I/O of this turn: the requests that arrived together are batched together.
    setImmediate(() => {
      scheduled = false;
      running = true;
      void runBatch(queue.splice(0, MAX_BATCH)).finally(() => {
        running = false;
        schedule();
      });
    });
  }

  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };

  async function runBatch(batch: Job[]): Promise<void> {
    if (batch.length === 1) {
      const [job] = batch as [Job];
      await db.transaction().execute(job.work).then(job.resolve, job.reject);
      return;
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await sql`savepoint batched_write`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release batched_write`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to batched_write`.execute(trx);
            await sql`release batched_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (or the database went away): nothing of the batch is stored.
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}
