/**
 * Deleting stored resume files without ever forgetting one (security review 2, T-03). A file to
 * delete is first written to `file_deletions` (migration 025) in the transaction that deletes its
 * record; then it is deleted from the store and its row removed. A delete that fails (the bucket
 * unreachable) keeps its row, with the error, and is tried again later by whichever process gets
 * to it first: each row is claimed by one conditional UPDATE, so two processes never work on the
 * same file at once. The orphan sweep puts here the resume files that no record refers to.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import type { FileStore } from "#server/modules/uploads/file-store";

/** How long a process holds a file it is deleting before another may try. */
const CLAIM_MS = 5 * 60_000;
/** After a failed try: one minute, doubling, at most six hours. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
const BATCH = 100;

/** Writes the files down for deletion, in the caller's transaction. */
export async function queueFileDeletions(
  trx: Transaction<Database> | Kysely<Database>,
  names: readonly string[],
  now: Date,
): Promise<void> {
  if (names.length === 0) return;
  const at = now.toISOString();
  const unique = [...new Set(names)];
  for (let i = 0; i < unique.length; i += BATCH) {
    await trx
      .insertInto("file_deletions")
      .values(unique.slice(i, i + BATCH).map((name) => ({ name, queued_at: at, next_attempt_at: at })))
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
}

export interface DeletionRun {
  deleted: number;
  /** Files whose delete failed this time, with the error: they are tried again later. */
  failed: { name: string; error: string }[];
}

/** Takes the file for this process if it is due and nobody else holds it. */
async function claim(db: Kysely<Database>, name: string, seenNextAttempt: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("file_deletions")
    .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
    .where("name", "=", name)
    .where("next_attempt_at", "=", seenNextAttempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the files that are due (or only `only`, right after an erasure), each then its row.
 * Never throws for a file the store cannot delete: that is recorded and tried again.
 */
export async function deleteQueuedFiles(
  db: Kysely<Database>,
  files: Pick<FileStore, "delete">,
  now: Date,
  only?: readonly string[],
): Promise<DeletionRun> {
  const run: DeletionRun = { deleted: 0, failed: [] };
  if (only?.length === 0) return run;
  const tried = new Set<string>();
  for (;;) {
    let query = db
      .selectFrom("file_deletions")
      .select(["name", "next_attempt_at", "attempts"])
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("next_attempt_at")
      .orderBy("name")
      .limit(BATCH);
    if (only) query = query.where("name", "in", [...only]);
    const due = (await query.execute()).filter((row) => !tried.has(row.name));
    if (due.length === 0) return run;
    for (const row of due) {
      tried.add(row.name);
      if (!(await claim(db, row.name, row.next_attempt_at, now))) continue;
      try {
        await files.delete(row.name);
        await db.deleteFrom("file_deletions").where("name", "=", row.name).execute();
        run.deleted++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const attempts = Number(row.attempts) + 1;
        await db
          .updateTable("file_deletions")
          .set({
            attempts,
            last_error: message.slice(0, 500),
            next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          })
          .where("name", "=", row.name)
          .execute();
        run.failed.push({ name: row.name, error: message });
      }
    }
  }
}

/** A resume's stored name (resume-store: a random UUID and its type's extension); content files start with `content-`. */
const RESUME_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/;

/**
 * Writes down for deletion every stored resume file that no application refers to and that was
 * stored more than `minAgeMs` ago (a resume is stored just before its application's row is
 * written, so a younger one may be on its way). Content files and anything not named like a
 * resume are never touched. Answers the names written down; `deleteQueuedFiles` deletes them.
 */
export async function queueOrphanResumes(
  db: Kysely<Database>,
  store: Pick<FileStore, "list">,
  now: Date,
  minAgeMs: number,
): Promise<string[]> {
  const storedBefore = now.getTime() - minAgeMs;
  const orphans: string[] = [];
  let candidates: string[] = [];
  const check = async () => {
    if (candidates.length === 0) return;
    const referenced = await db
      .selectFrom("job_applications")
      .select("resume_file")
      .where("resume_file", "in", candidates)
      .execute();
    const kept = new Set(referenced.map((row) => row.resume_file));
    orphans.push(...candidates.filter((name) => !kept.has(name)));
    candidates = [];
  };
  for await (const file of store.list()) {
    if (!RESUME_NAME.test(file.name) || file.storedAt.getTime() > storedBefore) continue;
    candidates.push(file.name);
    if (candidates.length >= BATCH) await check();
  }
  await check();
  await queueFileDeletions(db, orphans, now);
  return orphans;
}
