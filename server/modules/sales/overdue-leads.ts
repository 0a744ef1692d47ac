/**
 * Unanswered leads (issue 24): a lead with no first reply after REPLY_OVERDUE_HOURS working hours
 * of its owner's office is marked `overdue_at` and its owner mailed (the administrators when it has
 * none); after twice that it is marked `escalated_at` and the administrators mailed. Each mark is
 * a conditional UPDATE in the transaction that queues its mail and writes the `status` event on the
 * buyer's timeline, so two processes checking at once mail once.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import { enqueueMessages, type OutgoingMessage } from "#server/modules/mail/outbox-repository";
import { officeCalendars } from "./report-leads";
import { FALLBACK_OFFICE } from "#contracts/sales-reports";
import type { SalesLeadTable } from "./lead-intake";

const LEAD_TABLES: readonly SalesLeadTable[] = ["inquiries", "catalogue_requests"];
const HOUR_MS = 3_600_000;
/**
 * Leads older than this are not looked at: the check reads a bounded slice of the index of leads
 * awaiting a reply, and the leads from before the sales desk are not all escalated on its first run.
 */
const LOOK_BACK_MS = 14 * 24 * HOUR_MS;

interface OverdueSettings {
  overdueHours: number;
  /** The site's address, for the link to the portal in the mail. */
  publicUrl: string;
}

export interface OverdueCounts {
  overdue: number;
  escalated: number;
}

const LEAD_NAMES: Record<SalesLeadTable, string> = { inquiries: "inquiry", catalogue_requests: "catalogue request" };

/** Marks and mails what is due at `now`; answers how many leads were marked each way. */
export async function markOverdueLeads(
  db: Kysely<Database>,
  settings: OverdueSettings,
  now: Date,
): Promise<OverdueCounts> {
  const counts: OverdueCounts = { overdue: 0, escalated: 0 };
  const calendarOf = await officeCalendars(db);
  const overdueMinutes = settings.overdueHours * 60;
  for (const table of LEAD_TABLES) {
    const waiting = await db
      .selectFrom(table)
      .leftJoin("staff_users", "staff_users.id", `${table}.owner_id`)
      .where(`${table}.first_reply_at`, "is", null)
      .where(`${table}.created_at`, ">=", new Date(now.getTime() - LOOK_BACK_MS).toISOString())
      // No lead is due before this many hours of any clock have passed.
      .where(`${table}.created_at`, "<=", new Date(now.getTime() - settings.overdueHours * HOUR_MS).toISOString())
      .where(`${table}.escalated_at`, "is", null)
      .where(`${table}.is_spam`, "=", 0)
      .select([
        `${table}.id as id`,
        `${table}.name as name`,
        `${table}.company_name as companyName`,
        `${table}.country as country`,
        `${table}.created_at as createdAt`,
        `${table}.overdue_at as overdueAt`,
        `${table}.buyer_id as buyerId`,
        "staff_users.email as ownerEmail",
        "staff_users.active as ownerActive",
        "staff_users.office as office",
      ])
      .execute();
    for (const lead of waiting) {
      const waited = calendarOf(lead.office ?? FALLBACK_OFFICE).minutesBetween(new Date(lead.createdAt), now);
      const step =
        waited >= 2 * overdueMinutes ? "escalated" : waited >= overdueMinutes && !lead.overdueAt ? "overdue" : null;
      if (!step) continue;
      const hours = step === "escalated" ? 2 * settings.overdueHours : settings.overdueHours;
      const summary = `Unanswered for ${hours} working hours`;
      const about = `${LEAD_NAMES[table]} from ${lead.name}${lead.companyName ? ` (${lead.companyName})` : ""}, ${lead.country}`;
      const marked = await db.transaction().execute(async (trx) => {
        const update = await trx
          .updateTable(table)
          .set(
            step === "escalated"
              ? { escalated_at: now.toISOString(), overdue_at: lead.overdueAt ?? now.toISOString() }
              : { overdue_at: now.toISOString() },
          )
          .where("id", "=", lead.id)
          .where(step === "escalated" ? "escalated_at" : "overdue_at", "is", null)
          .where("first_reply_at", "is", null)
          .executeTakeFirst();
        if (Number(update.numUpdatedRows) !== 1) return false;
        const owner = lead.ownerEmail && lead.ownerActive ? [lead.ownerEmail] : [];
        const to = step === "overdue" && owner.length ? owner : await administrators(trx);
        if (to.length) {
          await enqueueMessages(
            trx,
            { table, id: lead.id },
            [overdueMail(step, to, summary, about, settings.publicUrl)],
            {
              held: false,
              now,
            },
          );
        }
        if (lead.buyerId !== null) {
          await trx
            .insertInto("buyer_events")
            .values({
              buyer_id: lead.buyerId,
              type: "status",
              at: now.toISOString(),
              by_id: null,
              lead_table: table,
              lead_id: lead.id,
              summary: step === "escalated" ? `${summary}; administrators told` : summary,
              details: JSON.stringify({
                [step === "escalated" ? "escalatedAt" : "overdueAt"]: now.toISOString(),
                hours,
              }),
            })
            .execute();
        }
        return true;
      });
      if (marked) counts[step] += 1;
    }
  }
  return counts;
}

async function administrators(db: Transaction<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["email", "roles"])
    .where("active", "=", 1)
    .where("roles", "like", "%administrator%")
    .execute();
  return rows.filter((row) => row.roles.split(",").includes("administrator")).map((row) => row.email);
}

function overdueMail(
  step: "overdue" | "escalated",
  to: string[],
  summary: string,
  about: string,
  publicUrl: string,
): OutgoingMessage {
  const action =
    step === "overdue"
      ? "Please answer the buyer, or pass the lead to a colleague who can."
      : "Its owner was reminded and it is still unanswered; please see that someone answers it.";
  return {
    kind: step === "overdue" ? "lead-overdue" : "lead-escalated",
    to,
    subject: `${summary}: ${about}`,
    text: `${summary}: ${about}.\n\n${action}\n\n${publicUrl}/admin\n`,
  };
}
