/**
 * What the personal-data tools and retention share: the three lead tables, the mail about their
 * records, and removing records with everything that hangs off them (their messages in the outbox,
 * their resume files, written down for deletion with the rows and deleted after them by
 * file-deletions, and the outbox's .eml copies on this host). The search
 * indexes follow the rows: SQLite's FTS5 tables by their delete triggers, PostgreSQL's stored
 * search documents by being columns of the rows.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql, type Transaction } from "kysely";
import type { ErasureCounts, PersonList } from "#contracts/personal-data";
import type { Database, LeadTable } from "#server/db/schema";
import { deleteQueuedFiles, queueFileDeletions } from "./file-deletions";

export const LEAD_TABLES: Record<PersonList, LeadTable> = {
  inquiries: "inquiries",
  catalogueRequests: "catalogue_requests",
  applications: "job_applications",
};

/** Where resume files are kept: the uploads store (DATA_DIR/uploads, or the store UPLOADS names). */
export interface ResumeFiles {
  delete(name: string): Promise<void>;
}

/** The records to remove, by list: their ids, and the resume files of the applications among them. */
export interface DoomedRecords {
  ids: Record<PersonList, number[]>;
  resumeFiles: string[];
  /** Outbox messages to remove besides those of the records (mail to the person's address). */
  extraMessageIds?: number[];
  /** The person's address: their buyer (sales desk) goes with its timeline, whatever leads remain. */
  buyerEmail?: string;
}

export function noCounts(): ErasureCounts {
  return { inquiries: 0, catalogueRequests: 0, applications: 0, resumes: 0, messages: 0 };
}

/** `email` written into a LIKE pattern literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Outbox messages whose recipients include `email` (any letter case). */
export function messagesToAddress(db: Kysely<Database>, email: string) {
  const pattern = `%"${likeLiteral(email.toLowerCase())}"%`;
  return db.selectFrom("outbox").where(sql<boolean>`lower(recipients) like ${pattern} escape '\\'`);
}

/**
 * Deletes the records, their messages and the messages listed, and writes their resume files down
 * for deletion, in one transaction; then deletes the files and the .eml copies of those messages.
 * A file the store cannot delete now stays written down and is deleted by the retried job
 * (`resumes` counts the files the erasure took on). Answers the counts.
 */
export async function removeRecords(
  db: Kysely<Database>,
  files: ResumeFiles,
  dataDir: string,
  doomed: DoomedRecords,
): Promise<ErasureCounts> {
  const counts = noCounts();
  const messageIds = await db.transaction().execute(async (trx) => {
    const removedMessages = new Set<number>(doomed.extraMessageIds ?? []);
    const buyers = new Set<number>();
    for (const [list, table] of Object.entries(LEAD_TABLES) as [PersonList, LeadTable][]) {
      const ids = doomed.ids[list];
      if (ids.length === 0) continue;
      const messages = await trx
        .selectFrom("outbox")
        .select("id")
        .where("source_table", "=", table)
        .where("source_id", "in", ids)
        .execute();
      for (const { id } of messages) removedMessages.add(Number(id));
      if (table !== "job_applications") {
        const linked = await trx.selectFrom(table).select("buyer_id").where("id", "in", ids).execute();
        for (const { buyer_id } of linked) if (buyer_id !== null) buyers.add(Number(buyer_id));
        await trx.deleteFrom("buyer_events").where("lead_table", "=", table).where("lead_id", "in", ids).execute();
      }
      const result = await trx.deleteFrom(table).where("id", "in", ids).executeTakeFirst();
      counts[list] = Number(result.numDeletedRows);
    }
    await removeBuyers(trx, [...buyers], doomed.buyerEmail);
    await queueFileDeletions(trx, doomed.resumeFiles, new Date());
    counts.resumes = doomed.resumeFiles.length;
    const messageList = [...removedMessages];
    if (messageList.length > 0) {
      const result = await trx.deleteFrom("outbox").where("id", "in", messageList).executeTakeFirst();
      counts.messages = Number(result.numDeletedRows);
    }
    return messageList;
  });
  await deleteQueuedFiles(db, files, new Date(), doomed.resumeFiles);
  await removeMailCopies(dataDir, messageIds);
  return counts;
}

/**
 * The sales desk's buyers of removed leads that have no lead left, and the person's own buyer, with
 * their timelines (buyer_events go with their buyer): a buyer holds a name, an address and a number,
 * so it may outlive neither an erasure nor the retention period of its leads.
 */
async function removeBuyers(trx: Transaction<Database>, candidates: readonly number[], email?: string) {
  if (email !== undefined) {
    await trx.deleteFrom("buyers").where("email_key", "=", email.toLowerCase()).execute();
  }
  if (candidates.length === 0) return;
  await trx
    .deleteFrom("buyers")
    .where("id", "in", candidates)
    .where(({ and, exists, not, selectFrom }) =>
      and([
        not(exists(selectFrom("inquiries").select("id").whereRef("inquiries.buyer_id", "=", "buyers.id"))),
        not(
          exists(
            selectFrom("catalogue_requests").select("id").whereRef("catalogue_requests.buyer_id", "=", "buyers.id"),
          ),
        ),
      ]),
    )
    .execute();
}

/** The stored file's name of each message's copy in DATA_DIR/outbox/ begins with its time, then its id. */
const MAIL_COPY = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(\d+)-[^/]*\.eml$/;

/** Removes the .eml copies that the file transport (no SMTP_URL) wrote of these messages. */
async function removeMailCopies(dataDir: string, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length === 0) return;
  const outboxDir = path.join(dataDir, "outbox");
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const wanted = new Set(messageIds);
  for (const name of names) {
    const id = MAIL_COPY.exec(name)?.[1];
    if (id !== undefined && wanted.has(Number(id))) await rm(path.join(outboxDir, name), { force: true });
  }
}
