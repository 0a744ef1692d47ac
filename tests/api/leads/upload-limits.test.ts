// Security review S-07 (decision 044): a quota per client address, a cap on everything the
// uploads store holds, and a malware scan through clamd (a fake speaking its protocol, started
// here). Whatever refuses a resume, nothing of it is stored: no file, no application, no mail.
import { readdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeClamd, startFakeClamd } from "#tests/fixtures/clamd";
import { pdfOf } from "#tests/fixtures/documents";
import { jobApplication, LEAD_ENV, multipart } from "#tests/fixtures/lead-forms";
import { freePort } from "#tests/fixtures/smtp";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const MiB = 1024 * 1024;
const NO_FORM_LIMIT = { rateLimit: { max: 10_000, timeWindowMs: 60_000 } };

function apply(t: TestApp, resume: Buffer, options: { from?: string; fields?: Record<string, string> } = {}) {
  const body = multipart(options.fields ?? jobApplication(), [
    { name: "cv.pdf", type: "application/pdf", bytes: resume },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/apply",
    payload: body.payload,
    headers: body.headers,
    remoteAddress: options.from ?? "203.0.113.7",
  });
}

/** Files in the uploads folder, temporary ones included. */
const filesIn = (t: TestApp) => readdirSync(t.uploadsDir).length;
const applications = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom("job_applications")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const outboxRows = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(availableDialects())("upload quotas on %s", (dialect) => {
  it("refuses a client's resumes past its daily quota with a 429, counts the /64 of an IPv6 client, and stores nothing", async () => {
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, UPLOADS_CLIENT_QUOTA_MB: "10" },
      leadCapture: NO_FORM_LIMIT,
    });
    try {
      expect((await apply(t, pdfOf(4 * MiB))).statusCode).toBe(201);
      expect((await apply(t, pdfOf(4 * MiB))).statusCode).toBe(201);
      const [files, rows, mails] = [filesIn(t), await applications(t), await outboxRows(t)];

      const refused = await apply(t, pdfOf(4 * MiB));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("too_many_requests");
      expect(refused.json().error.message).toMatch(/as many files from your address/);
      // The rest of the day, by the database's clock.
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(24 * 3600);
      expect([filesIn(t), await applications(t), await outboxRows(t)]).toEqual([files, rows, mails]);

      // A smaller file that still fits is taken; another address has its own quota.
      expect((await apply(t, pdfOf(1 * MiB))).statusCode).toBe(201);
      expect((await apply(t, pdfOf(4 * MiB), { from: "198.51.100.20" })).statusCode).toBe(201);

      // An IPv6 client hopping inside its /64 is one client.
      expect((await apply(t, pdfOf(6 * MiB), { from: "2001:db8:1:2::10" })).statusCode).toBe(201);
      expect((await apply(t, pdfOf(6 * MiB), { from: "2001:db8:1:2::99" })).statusCode).toBe(429);
      expect((await apply(t, pdfOf(6 * MiB), { from: "2001:db8:1:3::10" })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("gives a refused request's bytes back to the client's quota", async () => {
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, UPLOADS_CLIENT_QUOTA_MB: "10" },
      leadCapture: NO_FORM_LIMIT,
    });
    try {
      // The resume arrives and is stored before the fields are checked; the bad name then fails the request.
      const invalid = await apply(t, pdfOf(4 * MiB), { fields: jobApplication({ email: "not an address" }) });
      expect(invalid.statusCode).toBe(400);
      expect(filesIn(t)).toBe(0);
      expect((await apply(t, pdfOf(4 * MiB))).statusCode).toBe(201);
      expect((await apply(t, pdfOf(4 * MiB))).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("refuses any upload once the store holds UPLOADS_MAX_TOTAL_MB, with a 507, and stores nothing", async () => {
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, UPLOADS_MAX_TOTAL_MB: "2" },
      leadCapture: NO_FORM_LIMIT,
    });
    try {
      expect((await apply(t, pdfOf(900_000))).statusCode).toBe(201);
      expect((await apply(t, pdfOf(900_000), { from: "198.51.100.21" })).statusCode).toBe(201);
      const [files, rows] = [filesIn(t), await applications(t)];

      const full = await apply(t, pdfOf(900_000), { from: "198.51.100.22" });
      expect(full.statusCode).toBe(507);
      expect(full.json().error).toEqual({
        code: "insufficient_storage",
        message: "We cannot accept resumes just now. Please try again later.",
      });
      expect([filesIn(t), await applications(t)]).toEqual([files, rows]);
      // What still fits is taken.
      expect((await apply(t, pdfOf(100_000), { from: "198.51.100.22" })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe.each(availableDialects())("the portal's uploads under the cap on %s", (dialect) => {
  it("counts the portal's press PDFs with the resumes, and refuses one that does not fit with a 507", async () => {
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, UPLOADS_MAX_TOTAL_MB: "2" },
      leadCapture: NO_FORM_LIMIT,
    });
    try {
      const { token } = await addPerson(t.db, ["marketing"]);
      const sendDocument = (bytes: Buffer, name: string) => {
        const body = multipart({}, [{ field: "document", name, type: "application/pdf", bytes }]);
        return t.app.inject({
          method: "POST",
          url: "/api/admin/content/documents",
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });
      };
      expect((await sendDocument(pdfOf(1_200_000), "annual-report.pdf")).statusCode).toBe(201);
      // The PDF leaves too little room for this resume.
      const resume = await apply(t, pdfOf(1_000_000));
      expect(resume.statusCode).toBe(507);
      expect(filesIn(t)).toBe(1);

      const full = await sendDocument(pdfOf(1_000_000), "press-release.pdf");
      expect(full.statusCode).toBe(507);
      expect(full.json().error.code).toBe("insufficient_storage");
      expect(filesIn(t)).toBe(1);
      expect(await t.db.selectFrom("content_documents").select("name").execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(availableDialects())("malware scanning with clamd on %s", (dialect) => {
  let clamd: FakeClamd;
  beforeAll(async () => {
    clamd = await startFakeClamd();
  });
  afterEach(() => {
    clamd.mode = "answer";
  });
  afterAll(async () => clamd?.close());

  it("stores a clean resume, after clamd has read every byte of it", async () => {
    const t = await buildTestApp({ dialect, env: { ...LEAD_ENV, CLAMD_ADDRESS: clamd.address } });
    try {
      const resume = pdfOf(300_000);
      const answer = await apply(t, resume);
      expect(answer.statusCode).toBe(201);
      expect(clamd.scanned.at(-1)!.equals(resume)).toBe(true);
      expect(filesIn(t)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it("refuses an infected resume with a 422 and stores nothing of it", async () => {
    const t = await buildTestApp({ dialect, env: { ...LEAD_ENV, CLAMD_ADDRESS: clamd.address } });
    try {
      const answer = await apply(t, pdfOf(50_000, { infected: true }));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toEqual({
        code: "malware_found",
        message: "Our virus check refused this file. Please send a clean copy of your resume.",
      });
      expect([filesIn(t), await applications(t), await outboxRows(t)]).toEqual([0, 0, 0]);
    } finally {
      await t.close();
    }
  });

  it("refuses with a 503 while clamd is down, or stores unscanned when CLAMD_UNAVAILABLE=accept", async () => {
    const down = `tcp://127.0.0.1:${await freePort()}`;
    const refusing = await buildTestApp({ dialect, env: { ...LEAD_ENV, CLAMD_ADDRESS: down } });
    try {
      const answer = await apply(refusing, pdfOf(50_000));
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("60");
      expect(answer.json().error.code).toBe("scanner_unavailable");
      expect([filesIn(refusing), await applications(refusing)]).toEqual([0, 0]);
    } finally {
      await refusing.close();
    }

    const accepting = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, CLAMD_ADDRESS: down, CLAMD_UNAVAILABLE: "accept" },
    });
    try {
      expect((await apply(accepting, pdfOf(50_000))).statusCode).toBe(201);
      expect([filesIn(accepting), await applications(accepting)]).toEqual([1, 1]);
    } finally {
      await accepting.close();
    }
  });

  it("scans nothing without CLAMD_ADDRESS", async () => {
    const before = clamd.scanned.length;
    const t = await buildTestApp({ dialect, env: LEAD_ENV });
    try {
      expect((await apply(t, pdfOf(50_000, { infected: true }))).statusCode).toBe(201);
      expect(clamd.scanned.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});
