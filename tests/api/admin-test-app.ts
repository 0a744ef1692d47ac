/**
 * The staff API on a fresh database of one dialect, with helpers to make staff accounts, sign
 * in and insert leads. Marking a record Not Spam is recorded in `released` instead of mailing.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import type { Insertable, Kysely } from "kysely";
import { createDatabase, type Dialect, migrateToLatest } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { createAccount } from "../../server/modules/staff/accounts";
import { registerErrorHandling } from "../../server/plugins/error-handler";
import { staffPortalRoutes } from "../../server/routes/admin/index";
import { uploadRoutes } from "../../server/routes/uploads";
import { createTestDatabase } from "../setup/databases";

export interface StaffTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: Dialect;
  uploadsDir: string;
  released: { table: string; id: number }[];
  close: () => Promise<void>;
}

export async function startStaffApp(dialect: Dialect, options: { secureCookies?: boolean } = {}): Promise<StaffTestApp> {
  const testDb = await createTestDatabase(dialect);
  const { db } = createDatabase(testDb.config);
  await migrateToLatest(db);
  const uploadsDir = path.join(testDb.config.dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  const released: { table: string; id: number }[] = [];
  const app = Fastify({ logger: process.env.STAFF_TEST_LOG ? { level: "error" } : false });
  registerErrorHandling(app, {});
  await app.register(staffPortalRoutes, {
    db,
    dialect,
    secureCookies: options.secureCookies ?? false,
    releaseHeldMessages: async (_db, table, id) => {
      released.push({ table, id });
    },
  });
  await app.register(uploadRoutes, { db, uploadsDir });
  await app.ready();
  return {
    app,
    db,
    dialect,
    uploadsDir,
    released,
    close: async () => {
      await app.close();
      await db.destroy();
      await testDb.drop();
    },
  };
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
  { email = STAFF_EMAIL, password = STAFF_PASSWORD, address = "203.0.113.10", cookie }: { email?: string; password?: string; address?: string; cookie?: string } = {},
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

export async function insertInquiry(db: Kysely<Database>, fields: Partial<Insertable<Database["inquiries"]>> = {}): Promise<number> {
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
