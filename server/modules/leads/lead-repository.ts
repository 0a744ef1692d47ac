/** The three lead tables: storing a lead and finding a recent copy of it. The only SQL about leads here. */
import { createHash } from "node:crypto";
import type { Insertable, Kysely, Transaction } from "kysely";
import type {
  CatalogueRequestsTable,
  Database,
  InquiriesTable,
  JobApplicationsTable,
  LeadTable,
} from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A lead as stored: its table's columns (schema.ts), those with defaults left to the database. */
type InquiryRow = Insertable<InquiriesTable>;
type CatalogueRequestRow = Insertable<CatalogueRequestsTable>;
type JobApplicationRow = Insertable<JobApplicationsTable>;

export async function insertInquiry(db: Db, row: InquiryRow): Promise<number> {
  return (await db.insertInto("inquiries").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

export async function insertCatalogueRequest(db: Db, row: CatalogueRequestRow): Promise<number> {
  return (await db.insertInto("catalogue_requests").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

export async function insertJobApplication(db: Db, row: JobApplicationRow): Promise<number> {
  return (await db.insertInto("job_applications").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

/**
 * What makes two submissions the same: who sent them (this address or this e-mail), the name,
 * the message, and what they are about: the position of an application, the product and the
 * catalogue of a catalogue request (a buyer asking for two catalogues is not repeating).
 */
export interface RepeatKey {
  email: string;
  ip: string;
  name: string;
  message: string | null;
  subject: { jobTitle?: string; productCategory?: string; brochureLink?: string | null };
  since: Date;
}

/**
 * The content part of a RepeatKey as one indexed value (a SHA-256 prefix): the check looks up
 * copies of this very content and then compares the sender, so its cost does not grow with what
 * one address sent (a flood from one address, or from every visitor behind one proxy).
 */
export function repeatKeyOf(copy: Pick<RepeatKey, "name" | "message" | "subject">): string {
  const { jobTitle = null, productCategory = null, brochureLink = null } = copy.subject;
  return createHash("sha256")
    .update(JSON.stringify([copy.name, copy.message, jobTitle, productCategory, brochureLink]))
    .digest("base64url")
    .slice(0, 22);
}

/** Whether the same submission already arrived since `since`. Rows stored before migration 016 have no key and are not found. */
export async function hasRecentCopy(
  db: Db,
  table: LeadTable,
  copy: RepeatKey,
  key = repeatKeyOf(copy),
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("repeat_key", "=", key)
    .where("created_at", ">=", copy.since.toISOString())
    .where((w) => w.or([w("email", "=", copy.email), w("ip_address", "=", copy.ip)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
