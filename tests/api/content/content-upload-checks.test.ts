// Photos and PDFs uploaded in the portal are public at their address once stored (security review
// T-06): so they are scanned by clamd like resumes (a fake speaking its protocol), every upload is in
// the audit trail, refusals included, and a PDF opens sandboxed, as a resume does.
import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { type FakeClamd, startFakeClamd, TEST_SIGNATURE_MARKER } from "#tests/fixtures/clamd";
import { samplePdf } from "#tests/fixtures/documents";
import { multipart } from "#tests/fixtures/lead-forms";
import { freePort } from "#tests/fixtures/smtp";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

/** A PDF carrying the fake clamd's malware marker in a comment line. */
function infectedPdf(): Buffer {
  const pdf = samplePdf();
  const header = pdf.subarray(0, pdf.indexOf("\n") + 1);
  return Buffer.concat([header, Buffer.from(`%${TEST_SIGNATURE_MARKER}\n`), pdf.subarray(header.length)]);
}

function smallPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 48 * 3, 120);
  return sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
    .jpeg()
    .toBuffer();
}

function upload(t: TestApp, token: string, kind: "photo" | "document", bytes: Buffer, name: string) {
  const body = multipart({}, [{ field: kind, name, type: kind === "photo" ? "image/jpeg" : "application/pdf", bytes }]);
  return t.app.inject({
    method: "POST",
    url: kind === "photo" ? contentPaths.photos : contentPaths.documents,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const stored = (t: TestApp) => readdirSync(t.uploadsDir).filter((name) => name.startsWith("content-"));

describe.each(availableDialects())("content uploads on %s", (dialect) => {
  let clamd: FakeClamd;
  let t: TestApp;
  let marketing: Awaited<ReturnType<typeof addPerson>>;
  beforeAll(async () => {
    clamd = await startFakeClamd();
    t = await buildTestApp({ dialect, env: { CLAMD_ADDRESS: clamd.address } });
    marketing = await addPerson(t.db, ["marketing"]);
  });
  afterEach(() => {
    clamd.mode = "answer";
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.close();
  });

  /** The trail's upload entries by this person, once `count` are there (written after the answer). */
  async function uploadEntries(count: number) {
    let rows: { outcome: string; target: string | null; details: string | null }[] = [];
    await vi.waitFor(
      async () => {
        rows = await t.db
          .selectFrom("audit_log")
          .select(["outcome", "target", "details"])
          .where("action", "=", "content.upload")
          .where("actor_email", "=", marketing.email)
          .orderBy("id")
          .execute();
        expect(rows.length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 8000, interval: 100 },
    );
    return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? "{}") as Record<string, unknown> }));
  }

  it("scans a PDF and a photo before storing them, and refuses an infected PDF with a 422, storing nothing", async () => {
    const before = clamd.scanned.length;
    const pdf = samplePdf();
    const clean = await upload(t, marketing.token, "document", pdf, "Press Release.pdf");
    expect(clean.statusCode).toBe(201);
    expect(clamd.scanned.at(-1)!.equals(pdf)).toBe(true);

    const jpeg = await smallPhoto();
    expect((await upload(t, marketing.token, "photo", jpeg, "hall.jpg")).statusCode).toBe(201);
    expect(clamd.scanned.at(-1)!.equals(jpeg)).toBe(true);
    expect(clamd.scanned.length).toBe(before + 2);

    const files = stored(t);
    const infected = await upload(t, marketing.token, "document", infectedPdf(), "invoice.pdf");
    expect(infected.statusCode).toBe(422);
    expect(infected.json().error).toEqual({
      code: "malware_found",
      message: "The virus check refused this file. Upload a clean copy.",
    });
    expect(stored(t)).toEqual(files);
    expect(await t.db.selectFrom("content_documents").select("name").execute()).toHaveLength(1);
  });

  it("answers 503 while clamd gives no verdict, storing nothing", async () => {
    clamd.mode = { error: "Can't allocate memory" };
    const files = stored(t);
    const answer = await upload(t, marketing.token, "document", samplePdf(), "later.pdf");
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error.code).toBe("scanner_unavailable");
    expect(stored(t)).toEqual(files);
  });

  it("records each upload in the audit trail, by whom and where, and a refused one as refused", async () => {
    // The first test's three uploads and the second's refused one are there already.
    const earlier = (await uploadEntries(4)).length;
    const answer = await upload(t, marketing.token, "document", samplePdf(), "Annual Report.pdf");
    const href = answer.json().document.href as string;
    expect((await upload(t, marketing.token, "document", Buffer.from("MZ not a pdf"), "setup.pdf")).statusCode).toBe(
      415,
    );
    const entries = await uploadEntries(earlier + 2);
    expect(entries).toContainEqual({
      outcome: "success",
      target: href,
      details: { kind: "document", name: "Annual Report.pdf", bytes: samplePdf().length },
    });
    expect(entries.find((entry) => entry.details.kind === "photo")).toMatchObject({
      outcome: "success",
      target: expect.stringMatching(/^\/assets\/media\/upload-/),
    });
    expect(entries.at(-1)).toMatchObject({ outcome: "refused", target: "document upload" });
  });

  it("serves an uploaded PDF sandboxed: it runs nothing and reaches nothing of the site", async () => {
    const answer = await upload(t, marketing.token, "document", samplePdf(), "Brochure.pdf");
    const file = await t.app.inject({ method: "GET", url: answer.json().document.href });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe.each(availableDialects())("content uploads without a scanner on %s", (dialect) => {
  it("stores them unscanned when CLAMD_UNAVAILABLE=accept and clamd is down", async () => {
    const down = `tcp://127.0.0.1:${await freePort()}`;
    const t = await buildTestApp({ dialect, env: { CLAMD_ADDRESS: down, CLAMD_UNAVAILABLE: "accept" } });
    try {
      const marketing = await addPerson(t.db, ["marketing"]);
      expect((await upload(t, marketing.token, "document", samplePdf(), "notice.pdf")).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
