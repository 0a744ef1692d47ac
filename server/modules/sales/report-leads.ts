/**
 * The leads a sales report counts (inquiries and catalogue requests that arrived in a range, spam
 * left out), each with its owner, the office whose hours count for it, and where the visit came
 * from. SQL does the choosing; the working-hours arithmetic then runs per lead in JavaScript.
 */
import type { Kysely } from "kysely";
import { FALLBACK_OFFICE } from "#contracts/sales-reports";
import type { Database } from "#server/db/schema";
import { loadOffices } from "./office-repository";
import { type WorkingCalendar, workingCalendar } from "./working-hours";

export interface ReportLead {
  createdAt: Date;
  firstReplyAt: Date | null;
  country: string;
  ownerId: number | null;
  ownerName: string | null;
  /** The owner's office when it is a known one, else the export desk. */
  office: string;
  /** The last touch's utm_source, else the referring site, else "direct". */
  source: string;
  /** The product line asked about (catalogue requests); null for inquiries. */
  productLine: string | null;
  /** Marked unanswered for too long (overdue_at). */
  overdue: boolean;
}

/** Leads that arrived in [from, to). */
export async function reportLeads(db: Kysely<Database>, from: Date, to: Date): Promise<ReportLead[]> {
  const offices = new Set((await db.selectFrom("sales_offices").select("key").execute()).map((o) => o.key));
  const chosen = (table: "inquiries" | "catalogue_requests") =>
    db
      .selectFrom(table)
      .leftJoin("staff_users", "staff_users.id", `${table}.owner_id`)
      .where(`${table}.created_at`, ">=", from.toISOString())
      .where(`${table}.created_at`, "<", to.toISOString())
      .where(`${table}.is_spam`, "=", 0)
      .select([
        `${table}.created_at as createdAt`,
        `${table}.first_reply_at as firstReplyAt`,
        `${table}.country as country`,
        `${table}.owner_id as ownerId`,
        `${table}.source as source`,
        `${table}.overdue_at as overdueAt`,
        "staff_users.name as ownerName",
        "staff_users.office as office",
      ]);
  const [inquiries, catalogueRequests] = await Promise.all([
    chosen("inquiries").execute(),
    chosen("catalogue_requests").select("catalogue_requests.product_category as productLine").execute(),
  ]);
  const lead = (row: (typeof inquiries)[number], productLine: string | null): ReportLead => ({
    createdAt: new Date(row.createdAt),
    firstReplyAt: row.firstReplyAt ? new Date(row.firstReplyAt) : null,
    country: row.country.trim() || "Not given",
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    office: row.office && offices.has(row.office) ? row.office : FALLBACK_OFFICE,
    source: sourceName(row.source),
    productLine,
    overdue: row.overdueAt !== null,
  });
  return [
    ...inquiries.map((row) => lead(row, null)),
    ...catalogueRequests.map((row) => lead(row, row.productLine.trim() || "Not given")),
  ];
}

/** One calendar per office, made when first asked for; unknown keys get the export desk's. */
export async function officeCalendars(db: Kysely<Database>): Promise<(office: string) => WorkingCalendar> {
  const calendars = new Map((await loadOffices(db)).map((office) => [office.key, workingCalendar(office)]));
  // A week of 09:00-18:00 in India, should the export desk ever be missing.
  const fallback =
    calendars.get(FALLBACK_OFFICE) ??
    workingCalendar({
      timeZone: "Asia/Kolkata",
      workDays: [1, 2, 3, 4, 5],
      dayStart: "09:00",
      dayEnd: "18:00",
      holidays: [],
    });
  return (office) => calendars.get(office) ?? fallback;
}

function sourceName(stored: string | null): string {
  if (!stored) return "direct";
  try {
    const touch = (JSON.parse(stored) as { lastTouch?: { utmSource?: unknown; referrer?: unknown } | null }).lastTouch;
    if (typeof touch?.utmSource === "string" && touch.utmSource) return touch.utmSource.toLowerCase();
    if (typeof touch?.referrer === "string" && touch.referrer) return new URL(touch.referrer).hostname;
  } catch {
    // A source that is not JSON or names no valid address counts as direct.
  }
  return "direct";
}
