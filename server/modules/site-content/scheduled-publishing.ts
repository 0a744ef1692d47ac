/**
 * Publishes scheduled for a later time, when their time comes. Every process looks at that time;
 * the one whose claim moves the item's recorded version acts, so each thing below happens once.
 *
 * - Before the pages are drawn, a publish whose scheduler is deactivated or no longer holds the
 *   collection's area is held: taken off the site before it shows (its draft stays), audited, and
 *   the administrators mailed through the outbox (security review 2, T-10).
 * - After the pages are drawn, a publish that went live is in the audit trail a second time, by
 *   the server, naming who scheduled it (the first entry is the staff member's, when they published).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Collection } from "#contracts/collections/api";
import { type FieldsByCollection, publishedState } from "#contracts/collections/published";
import { mayUse } from "#contracts/staff-roles";
import type { Database } from "#server/db/schema";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
import { enqueueMessages } from "#server/modules/mail/outbox-repository";
import { scheduleHeldMail } from "#server/modules/staff/staff-mail";
import { administratorRecipients } from "#server/modules/staff/staff-members";
import type { PendingSchedule } from "#contracts/staff-accounts";
import { storedFields } from "./content-repository";
import { claimWentLive, holdScheduled, scheduledBy, type WaitingRow, waitingToGoLive } from "./scheduled-repository";

type Due = { row: WaitingRow; collection: Collection; fields: FieldsByCollection[Collection]; state: string };

async function dueNow(db: Kysely<Database>, at: Date): Promise<Due[]> {
  const due: Due[] = [];
  for (const row of await waitingToGoLive(db)) {
    const collection = row.collection as Collection;
    const fields = storedFields<FieldsByCollection[Collection]>(row.published);
    const state = publishedState(collection, fields, at.toISOString());
    if (state !== "scheduled") due.push({ row, collection, fields, state });
  }
  return due;
}

/** Why the scheduler may no longer publish this, or undefined when they may (or the server seeded it). */
function heldBecause(row: WaitingRow, collection: Collection): string | undefined {
  if (row.published_by === null) return undefined;
  if (row.published_by_active !== 1) return "their account is deactivated";
  if (!mayUse((row.published_by_roles ?? "").split(","), collection))
    return `they no longer hold a role that may publish ${collection}`;
  return undefined;
}

/** Holds every publish due now whose scheduler may no longer publish it. Run before the pages are drawn. */
export async function holdUnauthorisedSchedules(db: Kysely<Database>, log: FastifyBaseLogger, at: Date): Promise<void> {
  for (const { row, collection, fields } of await dueNow(db, at)) {
    const reason = heldBecause(row, collection);
    if (!reason || !(await holdScheduled(db, row.id, row.published_version, at.toISOString()))) continue;
    const scheduledBy = row.published_by_email ?? `user ${row.published_by}`;
    const details = {
      collection,
      id: row.id,
      slug: row.slug,
      title: row.title,
      version: row.published_version,
      ...(fields.publishAt ? { publishAt: fields.publishAt } : {}),
      scheduledBy,
      reason,
    };
    log.warn({ ...details, event: "content.schedule-held", security: true }, "security: content.schedule-held");
    await insertAuditEntry(db, {
      action: "content.schedule-held",
      outcome: "failure",
      actorId: null,
      actorEmail: null,
      target: `${collection} item ${row.id}`,
      details,
      address: null,
      userAgent: null,
      at,
    });
    for (const administrator of await administratorRecipients(db)) {
      const mail = scheduleHeldMail(administrator, { collection, title: row.title, scheduledBy, reason });
      await enqueueMessages(db, { table: "staff_users", id: administrator.id }, [mail], { held: false, now: at });
    }
  }
}

/** Records each publish that went live at `at`. Run after the pages are drawn. */
export async function recordScheduledPublishing(db: Kysely<Database>, log: FastifyBaseLogger, at: Date): Promise<void> {
  for (const { row, collection, fields, state } of await dueNow(db, at)) {
    if (!(await claimWentLive(db, row.id, row.published_version))) continue;
    const details = {
      collection,
      id: row.id,
      slug: row.slug,
      title: row.title,
      before: "scheduled",
      after: state,
      version: row.published_version,
      ...(fields.publishAt ? { publishAt: fields.publishAt } : {}),
      scheduledBy: row.published_by_email,
    };
    log.info({ ...details, event: "content.scheduled-live", security: true }, "security: content.scheduled-live");
    await insertAuditEntry(db, {
      action: "content.scheduled-live",
      outcome: "success",
      actorId: null,
      actorEmail: null,
      target: `${collection} item ${row.id}`,
      details,
      address: null,
      userAgent: null,
      at,
    });
  }
}

/** A person's publishes still waiting for their time (listed when they are deactivated or their roles change). */
export async function pendingSchedules(db: Kysely<Database>, userId: number): Promise<PendingSchedule[]> {
  const now = new Date().toISOString();
  const pending: PendingSchedule[] = [];
  for (const row of await scheduledBy(db, userId)) {
    const collection = row.collection as Collection;
    const fields = storedFields<FieldsByCollection[Collection]>(row.published);
    if (publishedState(collection, fields, now) !== "scheduled") continue;
    pending.push({ collection, id: row.id, title: row.title, publishAt: fields.publishAt ?? null });
  }
  return pending;
}
