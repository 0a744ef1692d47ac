/**
 * The whole app (buildApp) on a fresh database of one dialect, with helpers to make staff
 * accounts, sign in, insert leads and hold a notification back as spam scoring does.
 */
import { mkdirSync } from "node:fs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Insertable, Kysely } from "kysely";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { createDatabase, type Dialect, migrateToLatest } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { createAccount } from "#server/modules/staff/accounts";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { createTestDatabase } from "../setup/databases";

export interface StaffTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: Dialect;
  uploadsDir: string;
  close: () => Promise<void>;
}

export async function startStaffApp(
  dialect: Dialect,
  { publicUrl }: { publicUrl?: string } = {},
): Promise<StaffTestApp> {
  const testDb = await createTestDatabase(dialect);
  const config = loadConfig({
    DATA_DIR: testDb.config.dataDir,
    DATABASE_URL: testDb.config.databaseUrl,
    ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
  });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  // No outbox worker: a released notification stays "pending", where a test can see it.
  const app = await buildApp(config, { database, leadCapture: { startWorker: false } });
  await app.ready();
  const uploadsDir = uploadsDirectory(config.dataDir);
  mkdirSync(uploadsDir, { recursive: true });
  return {
    app,
    db: database.db,
    dialect,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.db.destroy();
      await testDb.drop();
    },
  };
}

/** A staff notification held back because the record was judged spam. */
export async function holdNotification(
  db: Kysely<Database>,
  table: "inquiries" | "job_applications" | "catalogue_requests",
  id: number,
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      kind: "staff-notification",
      recipients: "sales@example.com",
      subject: "New lead",
      body_text: "A new lead",
      source_table: table,
      source_id: id,
      status: "held",
      next_attempt_at: new Date().toISOString(),
    })
    .execute();
}

export async function notificationStatus(db: Kysely<Database>, table: string, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select("status")
    .where("source_table", "=", table)
    .where("source_id", "=", id)
    .executeTakeFirst();
  return row?.status;
}

export const STAFF_EMAIL = "sales.head@example.com";
export const STAFF_PASSWORD = "loom-6-shuttle-2026";

export async function createStaff(db: Kysely<Database>, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<void> {
  await createAccount(db, { email, password });
}

export interface SignedIn {
  token: string;
  /** name=value pairs from Set-Cookie. */
  cookies: Record<string, string>;
  /** A Cookie header carrying every cookie set. */
  cookieHeader: string;
}

export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

export async function signIn(
  app: FastifyInstance,
  {
    email = STAFF_EMAIL,
    password = STAFF_PASSWORD,
    address = "203.0.113.10",
    cookie,
  }: { email?: string; password?: string; address?: string; cookie?: string } = {},
): Promise<SignedIn> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/admin/login",
    payload: { email, password },
    remoteAddress: address,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = cookiesOf(response);
  return {
    token: response.json().token,
    cookies,
    cookieHeader: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; "),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;

export async function insertInquiry(
  db: Kysely<Database>,
  fields: Partial<Insertable<Database["inquiries"]>> = {},
): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto("inquiries")
    .values({
      name: `Buyer ${sequence}`,
      company_name: "Mehta Polysacks",
      email: `buyer${sequence}@example.com`,
      contact_number: `98250${String(sequence).padStart(5, "0")}`,
      city: "Surat",
      state: "Gujarat",
      country: "India",
      message: "Quotation for a circular loom",
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApplication(
  db: Kysely<Database>,
  fields: Partial<Insertable<Database["job_applications"]>> = {},
): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto("job_applications")
    .values({
      name: `Applicant ${sequence}`,
      email: `applicant${sequence}@example.com`,
      contact: `99000${String(sequence).padStart(5, "0")}`,
      qualification: "B.E. Mechanical",
      message: "I would like to apply.",
      job_title: "QC Engineer",
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCatalogueRequest(
  db: Kysely<Database>,
  fields: Partial<Insertable<Database["catalogue_requests"]>> = {},
): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto("catalogue_requests")
    .values({
      name: `Requester ${sequence}`,
      company_name: "Lagos Bags Ltd",
      email: `requester${sequence}@example.com`,
      contact_number: `+234 80${String(sequence).padStart(6, "0")}`,
      city: "Lagos",
      state: "Lagos",
      country: "Nigeria",
      message: null,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
