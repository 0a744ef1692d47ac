// Helpers of the staff-portal browser tests: records written straight into the test server's
// SQLite database, and the list's search (signing in is the `signIn` fixture, fixtures.ts).
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_ADMIN, E2E_DATA_DIR } from "../../../playwright.config";

export { E2E_ADMIN };

/**
 * A word no other test uses (letters and digits, 10 characters): tests share one server, so each
 * one tags its records and searches for the tag to see only its own.
 */
export function uniqueTag(): string {
  return `z${randomBytes(6).toString("hex").slice(0, 9)}`;
}

/**
 * Runs `work` in one write transaction on the test server's database, beside the server's own
 * writes. BEGIN IMMEDIATE takes the write lock first, waiting up to 20 s while the server holds it.
 */
function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(E2E_DATA_DIR, "site.db"), { fileMustExist: true });
  db.pragma("busy_timeout = 20000");
  const started = Date.now();
  try {
    return db.transaction(() => work(db)).immediate();
  } finally {
    db.close();
    const waited = Date.now() - started;
    if (waited > 1000) console.warn(`[seed] the test database was busy for ${waited} ms`);
  }
}

/** An ISO timestamp `minutes` after a fixed morning (IST 10:00, 5 Jan 2026), so order and text are known. */
export function at(minutes: number): string {
  return new Date(Date.UTC(2026, 0, 5, 4, 30) + minutes * 60_000).toISOString();
}

export interface InquirySeed {
  name: string;
  email?: string;
  contactNumber?: string;
  message?: string;
  isSpam?: boolean;
  createdAt?: string;
}

export function seedInquiries(rows: InquirySeed[]): number[] {
  return withDatabase((db) => {
    const insert = db.prepare(
      `insert into inquiries (name, company_name, email, contact_number, city, state, country, message, is_spam, created_at, updated_at)
       values (?, 'Acme Polymers', ?, ?, 'Surat', 'Gujarat', 'India', ?, ?, ?, ?)`,
    );
    return rows.map((row, index) => {
      const created = row.createdAt ?? at(index);
      const result = insert.run(
        row.name,
        row.email ?? `buyer${index}@example.com`,
        row.contactNumber ?? `98765${String(index).padStart(5, "0")}`,
        row.message ?? "Please send a quotation.",
        row.isSpam ? 1 : 0,
        created,
        created,
      );
      return Number(result.lastInsertRowid);
    });
  });
}

export interface ApplicationSeed {
  name: string;
  jobTitle?: string;
  isSpam?: boolean;
  resumeFile?: string | null;
  createdAt?: string;
}

export function seedApplications(rows: ApplicationSeed[]): number[] {
  return withDatabase((db) => {
    const insert = db.prepare(
      `insert into job_applications (name, email, contact, qualification, message, job_title, resume_file, resume_original_name, is_spam, created_at, updated_at)
       values (?, ?, ?, 'B.E. Mechanical', 'I would like to apply.', ?, ?, ?, ?, ?, ?)`,
    );
    return rows.map((row, index) => {
      const created = row.createdAt ?? at(index);
      const result = insert.run(
        row.name,
        `applicant${index}@example.com`,
        `91234${String(index).padStart(5, "0")}`,
        row.jobTitle ?? "QC Engineer",
        row.resumeFile ?? null,
        row.resumeFile ? "My Resume.pdf" : null,
        row.isSpam ? 1 : 0,
        created,
        created,
      );
      return Number(result.lastInsertRowid);
    });
  });
}

export interface CatalogueSeed {
  name: string;
  city?: string;
  createdAt?: string;
}

export function seedCatalogueRequests(rows: CatalogueSeed[]): number[] {
  return withDatabase((db) => {
    const insert = db.prepare(
      `insert into catalogue_requests (name, company_name, email, contact_number, city, state, country, message, created_at)
       values (?, 'Acme Polymers', ?, ?, ?, 'Gujarat', 'India', null, ?)`,
    );
    return rows.map((row, index) => {
      const result = insert.run(
        row.name,
        `catalogue${index}@example.com`,
        `99887${String(index).padStart(5, "0")}`,
        row.city ?? "Vapi",
        row.createdAt ?? at(index),
      );
      return Number(result.lastInsertRowid);
    });
  });
}

/** The stored follow-up status of an application or inquiry, read back from the database. */
export function followupStatusOf(table: "inquiries" | "job_applications", id: number): string | undefined {
  return withDatabase(
    (db) =>
      (
        db.prepare(`select followup_status from ${table} where id = ?`).get(id) as
          { followup_status: string } | undefined
      )?.followup_status,
  );
}

/** Runs a statement that returns nothing on the test server's database (a row no seed helper writes). */
export function runSql(sql: string, ...params: unknown[]): void {
  withDatabase((db) => db.prepare(sql).run(...params));
}

/** Rows of a query on the test server's database, for checking what a form stored. */
export function queryRows<Row>(sql: string, ...params: unknown[]): Row[] {
  return withDatabase((db) => db.prepare(sql).all(...params) as Row[]);
}

/** Types into the list's search and waits for the server's answer to it (the search waits 300 ms before it asks). */
export async function search(page: Page, q: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === "GET" && url.pathname.startsWith("/api/") && url.searchParams.get("q") === q;
  });
  await page.getByLabel("Search").fill(q);
  await answered;
  // And the address says so: a button pressed before would build its link from the view before the search.
  await page.waitForURL((url) => url.searchParams.get("q") === q);
}

/** Opens the dashboard on a section and, with a tag, searches for it. */
export async function openSection(
  page: Page,
  section: "contact" | "career" | "catalogue",
  tag?: string,
): Promise<void> {
  await page.goto(section === "contact" ? "/admin/dashboard" : `/admin/dashboard?section=${section}`);
  if (tag) await search(page, tag);
}
