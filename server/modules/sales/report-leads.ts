/**
 * The leads a sales report counts (inquiries and catalogue requests that arrived in a range, spam
 * left out), each with its owner, the office whose hours count for it, where the visit came from
 * and the working minutes to its first reply. Those minutes are stored on the lead (migration 037,
 * decision 064) when the reply is recorded; a lead answered before that, or whose figure a change
 * of office hours cleared, is counted here once and stored.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import { FALLBACK_OFFICE, type ResponseTimeGroup } from "#contracts/sales-reports";
import type { Database } from "#server/db/schema";
import { loadOffices } from "./office-repository";
import { type WorkingCalendar, workingCalendar } from "./working-hours";

export interface ReportLead {
  createdAt: Date;
  /** Working minutes from arrival to the first reply in the office's hours; null when unanswered. */
  replyMinutes: number | null;
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
  await countUncounted(db, from, to);
  const offices = await officeKeys(db);
  const chosen = (table: LeadTable) =>
    inRange(db, table, from, to).select([
      `${table}.created_at as createdAt`,
      `${table}.first_reply_minutes as replyMinutes`,
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
    replyMinutes: row.replyMinutes === null ? null : Number(row.replyMinutes),
    country: countryName(row.country),
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    office: officeName(offices, row.office),
    source: sourceName(row.source),
    productLine,
    overdue: row.overdueAt !== null,
  });
  return [
    ...inquiries.map((row) => lead(row, null)),
    ...catalogueRequests.map((row) => lead(row, row.productLine.trim() || "Not given")),
  ];
}

/**
 * The response-time report's rows: for each lead that arrived in [from, to), its group's key
 * (country, owner, office or source) and its stored working minutes to first reply (null when
 * unanswered). Only the two columns are read, and a source is parsed once per distinct value.
 */
export async function groupedReplyMinutes(
  db: Kysely<Database>,
  from: Date,
  to: Date,
  by: ResponseTimeGroup,
): Promise<{ key: string; minutes: number | null }[]> {
  await countUncounted(db, from, to);
  const offices = await officeKeys(db);
  const column = (table: LeadTable) =>
    by === "owner"
      ? "staff_users.name"
      : by === "office"
        ? "staff_users.office"
        : by === "country"
          ? (`${table}.country` as const)
          : (`${table}.source` as const);
  const chosen = (table: LeadTable) =>
    inRange(db, table, from, to)
      .select([sql.ref<string | null>(column(table)).as("group"), `${table}.first_reply_minutes as minutes`])
      .execute();
  const rows = [...(await chosen("inquiries")), ...(await chosen("catalogue_requests"))];
  const keys = new Map<string | null, string>();
  const keyOf = (value: string | null): string => {
    let key = keys.get(value);
    if (key === undefined) {
      key =
        by === "owner"
          ? (value ?? "Unassigned")
          : by === "office"
            ? officeName(offices, value)
            : by === "country"
              ? countryName(value ?? "")
              : sourceName(value);
      keys.set(value, key);
    }
    return key;
  };
  return rows.map((row) => ({ key: keyOf(row.group), minutes: row.minutes === null ? null : Number(row.minutes) }));
}

type LeadTable = "inquiries" | "catalogue_requests";

/** A lead table's leads that arrived in [from, to), spam left out, joined to their owner. */
function inRange(db: Kysely<Database>, table: LeadTable, from: Date, to: Date) {
  return db
    .selectFrom(table)
    .leftJoin("staff_users", "staff_users.id", `${table}.owner_id`)
    .where(`${table}.created_at`, ">=", from.toISOString())
    .where(`${table}.created_at`, "<", to.toISOString())
    .where(`${table}.is_spam`, "=", 0);
}

async function officeKeys(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom("sales_offices").select("key").execute()).map((o) => o.key));
}

/** The owner's office when it is a known one, else the export desk. */
function officeName(offices: Set<string>, office: string | null): string {
  return office && offices.has(office) ? office : FALLBACK_OFFICE;
}

function countryName(country: string): string {
  return country.trim() || "Not given";
}

/** An answered lead as the count of its working minutes needs it; `replyMinutes` is filled in. */
interface AnsweredLead {
  id: number;
  createdAt: string | Date;
  firstReplyAt: string | Date | null;
  replyMinutes: number | null;
  office: string | null;
}

/** What storeReplyMinutes reads of an answered lead (its owner's office joined as `staff_users`). */
function answeredLeadColumns<T extends LeadTable>(table: T) {
  return [
    `${table}.id as id`,
    `${table}.created_at as createdAt`,
    `${table}.first_reply_at as firstReplyAt`,
    `${table}.first_reply_minutes as replyMinutes`,
    "staff_users.office as office",
  ] as const;
}

/** Counts and stores the working minutes of the leads of [from, to) answered but not yet counted. */
async function countUncounted(db: Kysely<Database>, from: Date, to: Date): Promise<void> {
  for (const table of ["inquiries", "catalogue_requests"] as const) {
    const uncounted = await inRange(db, table, from, to)
      .where(`${table}.first_reply_at`, "is not", null)
      .where(`${table}.first_reply_minutes`, "is", null)
      .select(answeredLeadColumns(table))
      .execute();
    if (uncounted.length > 0) {
      await db.transaction().execute(async (trx) => storeReplyMinutes(trx, table, uncounted));
    }
  }
}

/**
 * Working minutes from arrival to first reply in the office's hours (the export desk's when the
 * owner has no known office), written onto each lead and into `replyMinutes`.
 */
async function storeReplyMinutes(trx: Transaction<Database>, table: LeadTable, leads: AnsweredLead[]): Promise<void> {
  const calendarOf = await officeCalendars(trx);
  for (const lead of leads) {
    lead.replyMinutes = calendarOf(lead.office ?? FALLBACK_OFFICE).minutesBetween(
      new Date(lead.createdAt),
      new Date(lead.firstReplyAt!),
    );
  }
  // A few hundred leads a statement (under either dialect's limit of bound values), joined by id.
  for (let start = 0; start < leads.length; start += 500) {
    const batch = leads.slice(start, start + 500);
    const values = sql.join(
      batch.map((lead) => sql`(cast(${lead.id} as integer), cast(${lead.replyMinutes} as double precision))`),
    );
    await sql`with counted (id, minutes) as (values ${values})
      update ${sql.table(table)} set first_reply_minutes = counted.minutes
      from counted where ${sql.table(table)}.id = counted.id`.execute(trx);
  }
}

/** Counts and stores the working minutes of the buyer's leads that its first reply (at `at`) answered. */
export async function storeFirstReplyMinutes(trx: Transaction<Database>, buyerId: number, at: string): Promise<void> {
  for (const table of ["inquiries", "catalogue_requests"] as const) {
    const answered = await trx
      .selectFrom(table)
      .leftJoin("staff_users", "staff_users.id", `${table}.owner_id`)
      .where(`${table}.buyer_id`, "=", buyerId)
      .where(`${table}.first_reply_at`, "=", at)
      .where(`${table}.first_reply_minutes`, "is", null)
      .select(answeredLeadColumns(table))
      .execute();
    if (answered.length > 0) await storeReplyMinutes(trx, table, answered);
  }
}

/** One calendar per office, made when first asked for; unknown keys get the export desk's. */
export async function officeCalendars(
  db: Kysely<Database> | Transaction<Database>,
): Promise<(office: string) => WorkingCalendar> {
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
