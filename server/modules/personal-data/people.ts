/**
 * A person, for the administrators' personal-data tools: every record across the three lists whose
 * e-mail is theirs (any letter case; an index on lower(email), migration 017), and the mail about
 * those records or sent to them. Find lists it, export hands over all of it, erase removes it.
 */
import { type Kysely, type Selectable, sql } from "kysely";
import type { ErasureCounts, PersonFound, PersonList, PersonRecord } from "#contracts/personal-data";
import type { Database, OutboxTable } from "#server/db/schema";
import { LEAD_TABLES, messagesToAddress, removeRecords, type ResumeFiles } from "./lead-records";

const ABOUT_LENGTH = 80;

/** The person's e-mail, any letter case: the expression of the lower(email) indexes. */
function emailIs(email: string) {
  return sql<boolean>`lower(email) = ${email.toLowerCase()}`;
}

async function recordsOf(db: Kysely<Database>, email: string) {
  const [inquiries, catalogueRequests, applications] = await Promise.all([
    db.selectFrom("inquiries").selectAll().where(emailIs(email)).orderBy("id").execute(),
    db.selectFrom("catalogue_requests").selectAll().where(emailIs(email)).orderBy("id").execute(),
    db.selectFrom("job_applications").selectAll().where(emailIs(email)).orderBy("id").execute(),
  ]);
  return {
    inquiries: inquiries.map((row) => ({ ...row, id: Number(row.id) })),
    catalogueRequests: catalogueRequests.map((row) => ({ ...row, id: Number(row.id) })),
    applications: applications.map((row) => ({ ...row, id: Number(row.id) })),
  };
}
type HeldRecords = Awaited<ReturnType<typeof recordsOf>>;

async function messagesOf(db: Kysely<Database>, email: string, records: HeldRecords) {
  const rows = new Map<number, Selectable<OutboxTable>>();
  for (const list of Object.keys(LEAD_TABLES) as PersonList[]) {
    const ids = records[list].map((row) => row.id);
    if (ids.length === 0) continue;
    const found = await db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", LEAD_TABLES[list])
      .where("source_id", "in", ids)
      .execute();
    for (const row of found) rows.set(Number(row.id), row);
  }
  for (const row of await messagesToAddress(db, email).selectAll().execute()) rows.set(Number(row.id), row);
  return [...rows.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

function shortened(text: string | null): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  return clean.length > ABOUT_LENGTH ? `${clean.slice(0, ABOUT_LENGTH - 1)}…` : clean;
}

export async function findPerson(db: Kysely<Database>, email: string): Promise<Omit<PersonFound, "reference">> {
  const records = await recordsOf(db, email);
  const messages = await messagesOf(db, email, records);
  const found: PersonRecord[] = [
    ...records.inquiries.map((row) => ({
      list: "inquiries" as const,
      id: row.id,
      name: row.name,
      about: shortened(row.message),
      createdAt: row.created_at,
      hasResume: false,
    })),
    ...records.catalogueRequests.map((row) => ({
      list: "catalogueRequests" as const,
      id: row.id,
      name: row.name,
      about: row.product_category,
      createdAt: row.created_at,
      hasResume: false,
    })),
    ...records.applications.map((row) => ({
      list: "applications" as const,
      id: row.id,
      name: row.name,
      about: row.job_title,
      createdAt: row.created_at,
      hasResume: row.resume_file !== null,
    })),
  ];
  found.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { email, records: found, messages: messages.length };
}

/** Columns as stored, renamed to the API's camelCase; flags as booleans. */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === "search_document") continue;
    const key = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    out[key] = column === "is_spam" ? Boolean(value) : column === "spam_reasons" ? spamReasons(value) : value;
  }
  return out;
}

function spamReasons(value: unknown): unknown {
  if (typeof value !== "string" || value === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    return value.split(",");
  }
}

/**
 * Everything held about the person: each record with every stored column, the resume files by
 * name and address (the records' `resumePath`), and every message about them as it was written.
 */
export async function exportPerson(db: Kysely<Database>, email: string, exportedAt: Date) {
  const records = await recordsOf(db, email);
  const messages = await messagesOf(db, email, records);
  return {
    email,
    exportedAt: exportedAt.toISOString(),
    inquiries: records.inquiries.map(exported),
    catalogueRequests: records.catalogueRequests.map(exported),
    applications: records.applications.map((row) => ({
      ...exported(row),
      resumePath: row.resume_file ? `/uploads/${row.resume_file}` : null,
    })),
    messages: messages.map((row) => {
      const message = exported(row);
      message.recipients = JSON.parse(row.recipients) as unknown;
      message.attachments = row.attachments
        ? (JSON.parse(row.attachments) as { filename: string }[]).map(({ filename }) => filename)
        : [];
      return message;
    }),
  };
}
export type PersonExport = Awaited<ReturnType<typeof exportPerson>>;

/** Removes every record of the person, their resume files and every message about them or to them. */
export async function erasePerson(
  db: Kysely<Database>,
  files: ResumeFiles,
  dataDir: string,
  email: string,
): Promise<ErasureCounts> {
  const records = await recordsOf(db, email);
  const messages = await messagesOf(db, email, records);
  return removeRecords(db, files, dataDir, {
    ids: {
      inquiries: records.inquiries.map((row) => row.id),
      catalogueRequests: records.catalogueRequests.map((row) => row.id),
      applications: records.applications.map((row) => row.id),
    },
    resumeFiles: records.applications.flatMap((row) => (row.resume_file ? [row.resume_file] : [])),
    extraMessageIds: messages.map((row) => Number(row.id)),
    buyerEmail: email,
  });
}
