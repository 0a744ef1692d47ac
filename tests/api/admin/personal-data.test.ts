/**
 * The administrators' personal-data tools (find, export, erase a person by e-mail) and retention,
 * on each dialect: exactly the person's records, files and mail, and nothing of anyone else's.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peoplePaths } from "#contracts/personal-data";
import { staffPaths } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import {
  bearer,
  createStaff,
  insertApplication,
  insertCatalogueRequest,
  insertInquiry,
  recordedLog,
  STAFF_PASSWORD,
  signIn,
} from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import type { Kysely } from "kysely";

const PERSON = "Anita.Desai@Example.com";
const OTHER = "ravi.iyer@example.com";
const DAY_MS = 24 * 60 * 60_000;

function ago(days: number, now = Date.now()): string {
  return new Date(now - days * DAY_MS).toISOString();
}

async function message(db: Kysely<Database>, fields: { to: string; table?: string; id?: number; status?: string }) {
  const row = await db
    .insertInto("outbox")
    .values({
      kind: "application-confirmation",
      recipients: JSON.stringify([fields.to]),
      subject: "Your application",
      body_text: "Thank you for applying.",
      source_table: fields.table ?? null,
      source_id: fields.id ?? null,
      status: fields.status ?? "sent",
      next_attempt_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A copy of a message as the file transport writes it into DATA_DIR/outbox/. */
function mailCopy(dataDir: string, id: number): string {
  const dir = path.join(dataDir, "outbox");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `2026-11-20T10-15-30-123Z-${id}-application-confirmation.eml`);
  writeFileSync(file, "To: someone\r\n\r\nThank you.");
  return file;
}

/** A resume file in the uploads store the app is configured with (disk on SQLite, the database on PostgreSQL). */
async function resume(t: TestApp, name: string): Promise<string> {
  const body = Buffer.from("%PDF-1.4\n%%EOF\n");
  await t.app.uploads.put(name, Readable.from([body]), { size: body.length, contentType: "application/pdf" });
  return name;
}

async function countRows(
  db: Kysely<Database>,
  table: "inquiries" | "catalogue_requests" | "job_applications" | "outbox",
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(availableDialects())("personal data on %s", (dialect) => {
  let t: TestApp;
  let token: string;
  const ids = { inquiry: 0, spamInquiry: 0, request: 0, application: 0, otherInquiry: 0, otherApplication: 0 };
  const messages = { aboutInquiry: 0, toPerson: 0, aboutOther: 0 };
  const files = { resume: "", otherResume: "", copy: "", otherCopy: "" };
  const log = recordedLog();

  beforeAll(async () => {
    t = await buildTestApp({ dialect, logger: { level: "info", stream: log.stream } });
    await createStaff(t.db);
    token = (await signIn(t.app)).token;
    ids.inquiry = await insertInquiry(t.db, { email: PERSON, name: "Anita Desai", message: "Two circular looms" });
    ids.spamInquiry = await insertInquiry(t.db, { email: PERSON.toLowerCase(), is_spam: 1 });
    ids.request = await insertCatalogueRequest(t.db, { email: PERSON.toUpperCase(), product_category: "Woven" });
    files.resume = await resume(t, "0b9a3c2e-6f0d-4a57-9d2b-4c5e6f708192.pdf");
    ids.application = await insertApplication(t.db, {
      email: PERSON,
      resume_file: files.resume,
      resume_original_name: "Anita Desai CV.pdf",
    });
    ids.otherInquiry = await insertInquiry(t.db, { email: OTHER, message: "Anita Desai asked me to write" });
    files.otherResume = await resume(t, "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.pdf");
    ids.otherApplication = await insertApplication(t.db, {
      email: OTHER,
      resume_file: files.otherResume,
    });
    messages.aboutInquiry = await message(t.db, { to: "sales@example.com", table: "inquiries", id: ids.inquiry });
    messages.toPerson = await message(t.db, { to: PERSON.toLowerCase(), status: "failed" });
    messages.aboutOther = await message(t.db, { to: OTHER, table: "job_applications", id: ids.otherApplication });
    files.copy = mailCopy(t.dataDir, messages.toPerson);
    files.otherCopy = mailCopy(t.dataDir, messages.aboutOther);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  /** A find or an export: the address in the body (review 2, T-11); `undefined` sends none. */
  const lookUp = (url: string, email: unknown) =>
    t.app.inject({ method: "POST", url, headers: bearer(token), payload: { email } });
  /** null sends no password at all. */
  const erase = (email: unknown, password: string | null = STAFF_PASSWORD) =>
    t.app.inject({
      method: "POST",
      url: peoplePaths.erase,
      headers: bearer(token),
      payload: { email, password: password ?? undefined },
    });

  it("answers 401 without a session and 400 for what is not an e-mail address", async () => {
    for (const request of [
      t.app.inject({ method: "POST", url: peoplePaths.find, payload: { email: PERSON } }),
      t.app.inject({ method: "POST", url: peoplePaths.export, payload: { email: PERSON } }),
      t.app.inject({ method: "POST", url: peoplePaths.erase, payload: { email: PERSON } }),
    ]) {
      expect((await request).statusCode).toBe(401);
    }
    for (const response of [
      await lookUp(peoplePaths.find, undefined),
      await lookUp(peoplePaths.find, "anita"),
      await lookUp(peoplePaths.export, `${"a".repeat(250)}@example.com`),
      await erase(""),
      await erase(["anita@example.com"]),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Enter the person's e-mail address.");
    }
  });

  it("takes the address only in a POST body, so no proxy logs it: a query string finds nothing (review 2, T-11)", async () => {
    for (const url of [peoplePaths.find, peoplePaths.export]) {
      expect((await get(`${url}?email=${encodeURIComponent(PERSON)}`)).statusCode).toBe(404);
      const queried = await t.app.inject({
        method: "POST",
        url: `${url}?email=${encodeURIComponent(PERSON)}`,
        headers: bearer(token),
        payload: {},
      });
      expect(queried.statusCode).toBe(400);
    }
  });

  it("finds the person's records in all three lists, whatever the letter case, and their mail", async () => {
    const response = await lookUp(peoplePaths.find, " anita.desai@example.COM ");
    expect(response.statusCode).toBe(200);
    const found = response.json();
    expect(found.email).toBe("anita.desai@example.COM");
    expect(found.messages).toBe(2);
    expect(found.records.map((r: { list: string; id: number }) => `${r.list} ${r.id}`).sort()).toEqual(
      [
        `inquiries ${ids.inquiry}`,
        `inquiries ${ids.spamInquiry}`,
        `catalogueRequests ${ids.request}`,
        `applications ${ids.application}`,
      ].sort(),
    );
    const application = found.records.find((r: { list: string }) => r.list === "applications");
    expect(application).toMatchObject({ about: "QC Engineer", hasResume: true });
  });

  it("exports everything held about the person as a JSON download, and nothing about anyone else", async () => {
    const response = await lookUp(peoplePaths.export, PERSON);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="personal-data-anita.desai-example.com.json"',
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const held = response.json();
    expect(held.inquiries.map((r: { id: number }) => r.id).sort()).toEqual([ids.inquiry, ids.spamInquiry].sort());
    expect(held.inquiries.find((r: { id: number }) => r.id === ids.inquiry)).toMatchObject({
      name: "Anita Desai",
      email: PERSON,
      companyName: "Mehta Polysacks",
      contactNumber: expect.any(String),
      message: "Two circular looms",
      isSpam: false,
      spamReasons: [],
      createdAt: expect.any(String),
    });
    expect(held.catalogueRequests).toEqual([expect.objectContaining({ id: ids.request, productCategory: "Woven" })]);
    expect(held.applications).toEqual([
      expect.objectContaining({
        id: ids.application,
        resumeFile: files.resume,
        resumeOriginalName: "Anita Desai CV.pdf",
        resumePath: `/uploads/${files.resume}`,
      }),
    ]);
    expect(held.messages.map((m: { id: number }) => m.id).sort()).toEqual(
      [messages.aboutInquiry, messages.toPerson].sort(),
    );
    expect(held.messages[0]).toMatchObject({ subject: "Your application", bodyText: "Thank you for applying." });
    expect(JSON.stringify(held)).not.toContain(OTHER);
  });

  it("erases nothing without the administrator's password again, and records a wrong one (ASVS 3.7.1)", async () => {
    const missing = await erase(PERSON, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: "Enter your password to erase a person's data.",
      fields: { password: "Password is required" },
    });
    const wrong = await erase(PERSON, "not-the-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: "The password is not right" });
    const refused = await t.db
      .selectFrom("audit_log")
      .select(["outcome", "target", "details"])
      .where("action", "=", "person.erase")
      .execute();
    expect(refused).toEqual([{ outcome: "failure", target: expect.stringMatching(/^person /), details: null }]);
    expect(JSON.stringify(refused)).not.toContain(PERSON.toLowerCase());
    expect((await lookUp(peoplePaths.find, PERSON)).json().records).toHaveLength(4);
  });

  it("erases the records, the resume, the mail and its copies, and the search finds nothing afterwards", async () => {
    const others = {
      inquiries: (await countRows(t.db, "inquiries")) - 2,
      applications: (await countRows(t.db, "job_applications")) - 1,
    };
    const response = await erase(` ${PERSON.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: PERSON.toLowerCase(),
      erased: { inquiries: 2, catalogueRequests: 1, applications: 1, resumes: 1, messages: 2 },
    });

    const found = (await lookUp(peoplePaths.find, PERSON)).json();
    expect(found).toEqual({
      email: PERSON,
      records: [],
      messages: 0,
      reference: expect.stringMatching(/^person [0-9a-f]{16}$/),
    });
    const held = (await lookUp(peoplePaths.export, PERSON)).json();
    expect(held).toMatchObject({ inquiries: [], catalogueRequests: [], applications: [], messages: [] });
    expect(await t.app.uploads.exists(files.resume)).toBe(false);
    expect(existsSync(files.copy)).toBe(false);
    expect((await get(`/uploads/${files.resume}`)).statusCode).toBe(404);

    // The lists' search (FTS5 on SQLite, the stored search document on PostgreSQL) finds nothing of her.
    for (const url of [staffPaths.inquiries, staffPaths.applications, staffPaths.catalogueRequests]) {
      for (const spam of ["false", "true"]) {
        const list = await get(`${url}?q=${encodeURIComponent("anita.desai")}&spam=${spam}`);
        expect(list.statusCode).toBe(200);
        expect(list.json().items).toEqual([]);
      }
    }

    // Everyone else's is untouched.
    expect(await countRows(t.db, "inquiries")).toBe(others.inquiries);
    expect(await countRows(t.db, "job_applications")).toBe(others.applications);
    expect(await t.app.uploads.exists(files.otherResume)).toBe(true);
    expect(existsSync(files.otherCopy)).toBe(true);
    const other = await t.db.selectFrom("outbox").select("id").execute();
    expect(other.map((row) => Number(row.id))).toEqual([messages.aboutOther]);
    const search = (await get(`${staffPaths.inquiries}?q=${encodeURIComponent("ravi.iyer")}`)).json();
    expect(search.items.map((item: { id: number }) => item.id)).toEqual([ids.otherInquiry]);
  });

  it("audits exports and erasures under the person's reference, never their address, in the trail or the log", async () => {
    const address = "meera.kulkarni@example.com";
    const reference = (await lookUp(peoplePaths.find, address)).json().reference;
    // The same address in any letter case is the same person; another address another reference.
    expect((await lookUp(peoplePaths.find, address.toUpperCase())).json().reference).toBe(reference);
    expect((await lookUp(peoplePaths.find, OTHER)).json().reference).not.toBe(reference);
    await lookUp(peoplePaths.export, address);
    await erase(address);
    const entries = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "in", ["person.export", "person.erase"])
      .where("target", "=", reference)
      .orderBy("id")
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(["person.export", "person.erase"]);
    const everything = await t.db.selectFrom("audit_log").selectAll().execute();
    expect(JSON.stringify(everything)).not.toContain("meera.kulkarni");
    expect(JSON.stringify(log.lines)).not.toContain("meera.kulkarni");
    expect(log.lines.filter((line) => line.event === "person.erase").map((line) => line.target)).toContain(reference);
  });

  it("answers an erasure of an address that holds nothing with zero counts", async () => {
    const response = await erase("nobody@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json().erased).toEqual({
      inquiries: 0,
      catalogueRequests: 0,
      applications: 0,
      resumes: 0,
      messages: 0,
    });
  });
});

describe.each(availableDialects())("retention on %s", (dialect) => {
  let t: TestApp;
  const now = Date.parse("2027-06-01T03:00:00.000Z");

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { APPLICATION_RETENTION_DAYS: "365", LEAD_RETENTION_DAYS: "1095" } });
  });
  afterAll(() => t.close());

  it("deletes exactly the expired records with their resumes and mail, once a day and in one process at a time", async () => {
    const oldResume = await resume(t, "11111111-2222-4333-8444-555555555555.pdf");
    const freshResume = await resume(t, "66666666-7777-4888-9999-aaaaaaaaaaaa.docx");
    const expired = {
      application: await insertApplication(t.db, {
        created_at: ago(366, now),
        resume_file: oldResume,
      }),
      inquiry: await insertInquiry(t.db, { created_at: ago(1096, now) }),
      request: await insertCatalogueRequest(t.db, { created_at: ago(1100, now), is_spam: 1 }),
    };
    const kept = {
      application: await insertApplication(t.db, {
        created_at: ago(364, now),
        resume_file: freshResume,
      }),
      // An inquiry older than the applications' period but inside its own.
      inquiry: await insertInquiry(t.db, { created_at: ago(400, now) }),
      request: await insertCatalogueRequest(t.db, { created_at: ago(1090, now) }),
    };
    const expiredMail = await message(t.db, {
      to: "hr@example.com",
      table: "job_applications",
      id: expired.application,
    });
    const expiredCopy = mailCopy(t.dataDir, expiredMail);
    const keptMail = await message(t.db, { to: "sales@example.com", table: "inquiries", id: kept.inquiry });

    // Two processes asking at the same moment: one runs it, the other is told it is not its to run.
    const runs = await Promise.all([
      t.app.personalData.runRetention(new Date(now)),
      t.app.personalData.runRetention(new Date(now)),
    ]);
    const ran = runs.filter((run) => run !== null);
    expect(ran).toEqual([{ inquiries: 1, catalogueRequests: 1, applications: 1, resumes: 1, messages: 1 }]);
    // One audit entry for the run, by the server itself, with the counts and the periods.
    const entries = await t.db.selectFrom("audit_log").selectAll().where("action", "=", "retention.run").execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor_id).toBeNull();
    expect(JSON.parse(entries[0]!.details ?? "{}")).toEqual({
      inquiries: 1,
      catalogueRequests: 1,
      applications: 1,
      resumes: 1,
      messages: 1,
      applicationDays: 365,
      leadDays: 1095,
    });

    const left = async (table: "inquiries" | "catalogue_requests" | "job_applications") =>
      (await t.db.selectFrom(table).select("id").execute()).map((row) => Number(row.id));
    expect(await left("job_applications")).toEqual([kept.application]);
    expect(await left("inquiries")).toEqual([kept.inquiry]);
    expect(await left("catalogue_requests")).toEqual([kept.request]);
    expect((await t.db.selectFrom("outbox").select("id").execute()).map((row) => Number(row.id))).toEqual([keptMail]);
    expect(await t.app.uploads.exists(oldResume)).toBe(false);
    expect(existsSync(expiredCopy)).toBe(false);
    expect(await t.app.uploads.exists(freshResume)).toBe(true);

    // Later the same day it is not due; two days later it is, and the other application has expired by then.
    expect(await t.app.personalData.runRetention(new Date(now + 6 * 60 * 60_000))).toBeNull();
    const nextDay = await t.app.personalData.runRetention(new Date(now + 2 * DAY_MS));
    expect(nextDay).toEqual({ inquiries: 0, catalogueRequests: 0, applications: 1, resumes: 1, messages: 0 });
    expect(await t.app.uploads.exists(freshResume)).toBe(false);
  });

  it("removes a large backlog in batches", async () => {
    const later = now + 10 * DAY_MS;
    await t.db
      .insertInto("inquiries")
      .values(
        Array.from({ length: 1_203 }, (_, i) => ({
          name: `Old buyer ${i}`,
          company_name: "Old Co",
          email: `old${i}@example.com`,
          contact_number: "9825000000",
          city: "Surat",
          state: "Gujarat",
          country: "India",
          message: "Old inquiry",
          created_at: ago(2000, later),
        })),
      )
      .execute();
    const before = await countRows(t.db, "inquiries");
    const run = await t.app.personalData.runRetention(new Date(later));
    expect(run?.inquiries).toBe(1_203);
    expect(await countRows(t.db, "inquiries")).toBe(before - 1_203);
  });
});
