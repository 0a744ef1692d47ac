/**
 * The outbox table: messages are written in the transaction that stores their cause, then
 * claimed with a lease by whichever worker gets there first, sent, and recorded.
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import type { Dialect } from "#server/db/database";
import type { Database, LeadTable } from "#server/db/schema";

/** The record a message is about: a lead, or a staff account (an invitation, a set-password link). */
export interface MessageSource {
  table: LeadTable | "staff_users";
  id: number;
}

/**
 * A file attached to a message, stored by what it is rather than where it was: a catalogue PDF by
 * its name in the build, found in the sending host's own build when the message goes out (security
 * review S-22), or an uploaded catalogue by its name among the content documents, read from the
 * uploads when it goes out. `path` is what messages queued before that change hold: a path on the queuing host.
 */
export type MessageAttachment = { filename: string } & (
  { catalogue: string } | { document: string } | { path: string }
);

export interface OutgoingMessage {
  /** e.g. inquiry-notification, catalogue-delivery, application-confirmation */
  kind: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MessageAttachment[];
  /** Threading headers (a reply to a buyer): its own Message-ID, and the mail it follows. */
  headers?: MessageHeaders;
}

/** Extra headers a message is sent with, by their names in the mail (stored in outbox.headers). */
export type MessageHeaders = Partial<Record<"Message-ID" | "In-Reply-To" | "References", string>>;

export interface ClaimedMessage extends OutgoingMessage {
  id: number;
  attempts: number;
  createdAt: string;
  /** The lease this claim holds; finishing the message requires it to be unchanged. */
  lease: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The database's clock `ms` from now, to the millisecond, as the dialect stores timestamps. Leases
 * are set and compared by the database's clock, so hosts whose clocks disagree still agree on when
 * a lease ends (security review S-09, S-24).
 */
function databaseTime(dialect: Dialect, ms = 0): RawBuilder<string> {
  if (dialect === "postgres") return sql<string>`date_trunc('milliseconds', now() + ${ms} * interval '1 millisecond')`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${ms >= 0 ? "+" : ""}${(ms / 1000).toFixed(3)} seconds`})`;
}

function outboxRow(message: OutgoingMessage, source: MessageSource, now: Date) {
  return {
    kind: message.kind,
    recipients: JSON.stringify(message.to),
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    body_text: message.text,
    body_html: message.html ?? null,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    source_table: source.table,
    source_id: source.id,
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
  };
}

/** Stores messages for one record; `held` ones wait for staff to mark the record Not Spam. */
export async function enqueueMessages(
  db: Db,
  source: MessageSource,
  messages: readonly OutgoingMessage[],
  options: { held: boolean; now: Date },
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insertInto("outbox")
    .values(
      messages.map((message) => ({
        ...outboxRow(message, source, options.now),
        status: options.held ? "held" : "pending",
      })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Stores a message already claimed by this process (its first attempt counted), for sending at
 * once: no worker can take it while the lease runs, and if this process dies the lease expires
 * and the message is sent by whoever is alive.
 */
export async function enqueueClaimedMessage(
  db: Db,
  source: { table: LeadTable; id: number },
  message: OutgoingMessage,
  options: { now: Date; leaseMs: number; dialect: Dialect },
): Promise<ClaimedMessage> {
  const row = await db
    .insertInto("outbox")
    .values({
      ...outboxRow(message, source, options.now),
      status: "pending",
      attempts: 1,
      lease_until: databaseTime(options.dialect, options.leaseMs),
    })
    .returning(["id", "lease_until"])
    .executeTakeFirstOrThrow();
  return { ...message, id: row.id, attempts: 1, createdAt: options.now.toISOString(), lease: row.lease_until! };
}

/**
 * Lets go of the messages held back because the record was judged spam, once staff mark it Not
 * Spam; they are sent as soon as a worker next looks. Answers how many were released.
 */
export async function releaseHeldMessages(db: Kysely<Database>, table: LeadTable, id: number): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: new Date().toISOString(), lease_until: null })
    .where("source_table", "=", table)
    .where("source_id", "=", id)
    .where("status", "=", "held")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface ClaimOptions {
  dialect: Dialect;
  leaseMs: number;
  limit: number;
}

/**
 * Takes a lease on due messages and counts the attempt. On PostgreSQL the candidates are locked
 * with FOR UPDATE SKIP LOCKED, so concurrent workers take disjoint sets; on SQLite the single
 * UPDATE runs under the database's write lock. An expired lease (a worker that died) is fair game.
 */
export async function claimDueMessages(db: Kysely<Database>, options: ClaimOptions): Promise<ClaimedMessage[]> {
  if (options.limit <= 0) return [];
  const now = databaseTime(options.dialect);
  const rows = await db
    .updateTable("outbox")
    .set((eb) => ({ lease_until: databaseTime(options.dialect, options.leaseMs), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<", now)]))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(options.limit)
        .$if(options.dialect === "postgres", (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: JSON.parse(row.recipients) as string[],
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html ? { html: row.body_html } : {}),
    ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MessageAttachment[] } : {}),
    ...(row.headers ? { headers: JSON.parse(row.headers) as MessageHeaders } : {}),
    attempts: row.attempts,
    createdAt: row.created_at,
    lease: row.lease_until!,
  }));
}

/** Records the message as sent; false when the lease was lost meanwhile (another worker took over). */
export async function markSent(db: Db, message: ClaimedMessage, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), lease_until: null, last_error: null })
    .where("id", "=", message.id)
    .where("status", "=", "pending")
    .where("lease_until", "=", message.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed attempt: retry at `retryAt`, or give up (status failed) when there is none. */
export async function markAttemptFailed(
  db: Kysely<Database>,
  message: ClaimedMessage,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: retryAt ? "pending" : "failed",
      next_attempt_at: (retryAt ?? new Date()).toISOString(),
      lease_until: null,
      last_error: error.slice(0, 2000),
    })
    .where("id", "=", message.id)
    .where("status", "=", "pending")
    .where("lease_until", "=", message.lease)
    .execute();
}

export interface FailedMessage {
  id: number;
  kind: string;
  sourceTable: string | null;
  sourceId: number | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When the last attempt failed for good. */
  failedAt: string;
}

/** Messages the worker gave up on (security review S-22), newest first. */
export async function listFailedMessages(db: Kysely<Database>, limit = 100): Promise<FailedMessage[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "kind", "source_table", "source_id", "attempts", "last_error", "created_at", "next_attempt_at"])
    .where("status", "=", "failed")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    sourceTable: row.source_table,
    sourceId: row.source_id,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    failedAt: row.next_attempt_at,
  }));
}

/** Puts a failed message back in the queue with a fresh count of attempts; false when it is not a failed one. */
export async function requeueFailedMessage(db: Kysely<Database>, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), lease_until: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes sent messages older than `days`: their bodies carry people's details (S-22). Answers how many. */
export async function purgeSentMessages(db: Kysely<Database>, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  const result = await db
    .deleteFrom("outbox")
    .where("status", "=", "sent")
    .where("sent_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
