/** The three lead tables: storing a lead and finding a recent copy of it. The only SQL about leads here. */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import type { LeadTable } from "../mail/outbox-repository";

type Db = Kysely<Database> | Transaction<Database>;

interface Provenance {
  ip_address: string;
  user_agent: string | null;
  is_spam: 0 | 1;
  spam_reasons: string | null;
}

export interface InquiryRow extends Provenance {
  name: string;
  company_name: string;
  email: string;
  contact_number: string;
  city: string;
  state: string;
  country: string;
  message: string;
  page_url: string | null;
  end_text: string | null;
}

export interface CatalogueRequestRow extends Omit<InquiryRow, "message"> {
  message: string | null;
  product_category: string;
  brochure_link: string | null;
}

export interface JobApplicationRow extends Provenance {
  name: string;
  email: string;
  contact: string;
  qualification: string;
  message: string;
  job_title: string;
  resume_file: string;
  resume_original_name: string;
  resume_mime: string;
  resume_size: number;
}

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

/** Whether the same submission already arrived since `since`. */
export async function hasRecentCopy(db: Db, table: LeadTable, copy: RepeatKey): Promise<boolean> {
  const { jobTitle, productCategory, brochureLink } = copy.subject;
  const row = await db
    .selectFrom(table)
    .select("id")
    .where((w) => w.or([w("email", "=", copy.email), w("ip_address", "=", copy.ip)]))
    .where("created_at", ">=", copy.since.toISOString())
    .where("name", "=", copy.name)
    .where("message", copy.message === null ? "is" : "=", copy.message)
    .$if(jobTitle !== undefined, (q) => q.where(sql<boolean>`job_title = ${jobTitle}`))
    .$if(productCategory !== undefined, (q) => q.where(sql<boolean>`product_category = ${productCategory}`))
    .$if(brochureLink !== undefined, (q) =>
      q.where(
        brochureLink === null ? sql<boolean>`brochure_link is null` : sql<boolean>`brochure_link = ${brochureLink}`,
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
