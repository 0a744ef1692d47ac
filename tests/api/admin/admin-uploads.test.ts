import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { bearer, createStaff, insertApplication, signIn } from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const PDF = "4e074085-62be-4b8b-a0ce-05c1decfe3ad.pdf";
const DOCX = "b5bb9d80-14a0-4f9b-9d61-e21e796d78dc.docx";
const UNRECORDED = "01234567-89ab-4def-8123-456789abcdef.pdf";

describe.each(availableDialects())("resumes at /uploads on %s", (dialect) => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    session = await signIn(t.app);
    await insertApplication(t.db, {
      resume_file: PDF,
      resume_original_name: "Ravi Iyer CV.pdf",
      resume_mime: "application/pdf",
    });
    await insertApplication(t.db, { resume_file: DOCX, resume_original_name: '..\\..\\Résumé "final"\r\n.docx' });
    writeFileSync(path.join(t.uploadsDir, PDF), "%PDF-1.4\n%%EOF\n");
    writeFileSync(path.join(t.uploadsDir, DOCX), "PK\u0003\u0004docx");
    writeFileSync(path.join(t.uploadsDir, UNRECORDED), "%PDF-1.4 not anyone's resume");
    writeFileSync(path.join(path.dirname(t.uploadsDir), "site-secret.pdf"), "%PDF secret");
  });
  afterAll(() => t.close());

  it("serves a PDF inline, privately and unsniffable, to a signed-in session", async () => {
    const response = await t.app.inject({ method: "GET", url: `/uploads/${PDF}`, headers: bearer(session.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^inline; filename="Ravi Iyer CV\.pdf"/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toBe("%PDF-1.4\n%%EOF\n");
  });

  it("serves a resume sandboxed: no script, no loads, no embedding by another site (S-16, S-26)", async () => {
    for (const file of [PDF, DOCX]) {
      const response = await t.app.inject({ method: "GET", url: `/uploads/${file}`, headers: bearer(session.token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
  });

  it("serves a Word file as a download under the applicant's cleaned-up name, with the session cookie alone", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/uploads/${DOCX}`,
      headers: { cookie: session.cookieHeader },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const disposition = String(response.headers["content-disposition"]);
    expect(disposition).toMatch(
      /^attachment; filename="R_sum_ final\.docx"; filename\*=UTF-8''R%C3%A9sum%C3%A9%20final\.docx$/,
    );
    expect(disposition).not.toMatch(/[\r\n\\]|\.\./);
  });

  it("answers 401 before anything else without a session", async () => {
    for (const url of [`/uploads/${PDF}`, "/uploads/..%2F..%2Fsite.db", "/uploads/nothing.pdf"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });

  it.each([
    "..%2Fsite-secret.pdf",
    "..%2F..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2fsite-secret.pdf",
    "....%2F%2Fsite-secret.pdf",
    "site-secret.pdf%00.pdf",
    encodeURIComponent(`${PDF}/../../site-secret.pdf`),
    PDF.replace(".pdf", ".PDF"),
    PDF.replace(".pdf", ".exe"),
    UNRECORDED,
  ])("answers 404 for %s: not a stored name, or not on any application", async (name) => {
    const response = await t.app.inject({ method: "GET", url: `/uploads/${name}`, headers: bearer(session.token) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret");
  });

  it("answers 404 when the recorded file is missing from the disk", async () => {
    await insertApplication(t.db, { resume_file: "ffffffff-ffff-4fff-bfff-ffffffffffff.pdf" });
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/uploads/ffffffff-ffff-4fff-bfff-ffffffffffff.pdf",
          headers: bearer(session.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
