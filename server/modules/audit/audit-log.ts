/**
 * The audit trail's table: entries are inserted and read, never changed (there is no update or
 * delete here, and triggers refuse them, migration 019). The list pages newest first by (at, id)
 * with a keyset cursor, so a page deep in a million entries costs what the first one does.
 */
import type { Kysely, Selectable } from "kysely";
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditOutcome,
  type AuditPage,
  type AuditQuery,
} from "#contracts/audit";
import type { AuditLogTable, Database } from "#server/db/schema";

export interface NewAuditEntry {
  action: AuditAction;
  outcome: AuditOutcome;
  actorId: number | null;
  actorEmail: string | null;
  target?: string | null | undefined;
  details?: AuditDetails | undefined;
  address: string | null;
  userAgent: string | null;
  /** When it happened; always written by the app (milliseconds), so cursors compare exactly on both dialects. */
  at: Date;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      outcome: entry.outcome,
      target: entry.target ?? null,
      details: entry.details && Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null,
      address: entry.address,
      user_agent: entry.userAgent,
    })
    .execute();
}

function cursorOf(entry: { at: string; id: number }): string {
  return `${entry.at}_${entry.id}`;
}

function parseCursor(cursor: string): { at: string; id: number } {
  const split = cursor.lastIndexOf("_");
  return { at: cursor.slice(0, split), id: Number(cursor.slice(split + 1)) };
}

/**
 * A page of the trail. `actorAlias` gives the other name an actor may be stored under: an address
 * typed at sign-in that names no account is kept only as its reference (typed-account.ts).
 */
export async function auditPage(
  db: Kysely<Database>,
  query: AuditQuery,
  pageSize = AUDIT_PAGE_SIZE,
  actorAlias?: (actor: string) => string,
): Promise<AuditPage> {
  const newerFirst = query.after === undefined;
  let select = db.selectFrom("audit_log").selectAll();
  if (query.actor) {
    const names = actorAlias ? [query.actor, actorAlias(query.actor)] : [query.actor];
    select = select.where("actor_email", "in", names);
  }
  if (query.action) select = select.where("action", "=", query.action);
  if (query.from) select = select.where("at", ">=", query.from);
  if (query.to) select = select.where("at", "<", query.to);
  const cursor = query.before ?? query.after;
  if (cursor) {
    const { at, id } = parseCursor(cursor);
    // `at` alone bounds the index range; the id settles entries of the same millisecond.
    select = newerFirst
      ? select.where("at", "<=", at).where((eb) => eb.or([eb("at", "<", at), eb("id", "<", id)]))
      : select.where("at", ">=", at).where((eb) => eb.or([eb("at", ">", at), eb("id", ">", id)]));
  }
  const direction = newerFirst ? "desc" : "asc";
  const rows = await select
    .orderBy("at", direction)
    .orderBy("id", direction)
    .limit(pageSize + 1)
    .execute();
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (!newerFirst) page.reverse();
  const items = page.map(toEntry);
  const first = items[0];
  const last = items.at(-1);
  // Going back (before) there is always something newer; going forward (after), something older.
  const hasNewer = newerFirst ? query.before !== undefined : more;
  const hasOlder = newerFirst ? more : true;
  return {
    items,
    newer: hasNewer && first ? cursorOf(first) : null,
    older: hasOlder && last ? cursorOf(last) : null,
  };
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor_email,
    action: row.action as AuditAction,
    outcome: row.outcome as AuditOutcome,
    target: row.target,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {},
    address: row.address,
    userAgent: row.user_agent,
  };
}
