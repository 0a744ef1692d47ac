import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { sampleDocx, sampleExe, samplePdf } from "#tests/fixtures/documents";
import { BROWSER_ACCEPT, type FilePart, jobApplication, multipart, leadTestApp } from "#tests/fixtures/lead-forms";
import type { TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("POST /api/apply on %s", (dialect) => {
  let t: TestApp;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
    uploadsDir = path.join(t.dataDir, "uploads");
  });
  afterAll(async () => t?.close());

  let filesBefore: string[];
  beforeEach(() => {
    filesBefore = uploadedFiles();
  });

  function uploadedFiles(): string[] {
    try {
      return readdirSync(uploadsDir).sort();
    } catch {
      return [];
    }
  }

  const apply = (fields: Record<string, string>, files: FilePart[], headers: Record<string, string> = {}) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  const latestApplication = () =>
    t.db.selectFrom("job_applications").selectAll().orderBy("id", "desc").executeTakeFirst();

  it("stores the application and the PDF under a random name, and queues the notification and the confirmation", async () => {
    const pdf = samplePdf();
    const response = await apply(jobApplication(), [
      { name: "Meera Shah CV.pdf", type: "application/pdf", bytes: pdf },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Application submitted successfully!" });

    const row = (await latestApplication())!;
    expect(row).toMatchObject({
      name: "Meera Shah",
      job_title: "Mechanical Design Engineer",
      resume_original_name: "Meera Shah CV.pdf",
      resume_mime: "application/pdf",
      resume_size: pdf.length,
      ip_address: "127.0.0.1",
      is_spam: 0,
    });
    expect(row.resume_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path.join(uploadsDir, row.resume_file!))).toEqual(pdf);

    const outbox = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", "job_applications")
      .where("source_id", "=", row.id)
      .orderBy("id")
      .execute();
    expect(outbox.map((m) => [m.kind, JSON.parse(m.recipients)])).toEqual([
      ["application-notification", ["sales@example.com", "hr@example.com"]],
      ["application-confirmation", ["meera@example.org"]],
    ]);
    expect(outbox[1]?.body_text).toContain("Mechanical Design Engineer");
  });

  it("names the stored file by its bytes, not by the name it was sent with", async () => {
    const response = await apply(jobApplication(), [{ name: "resume.pdf", bytes: sampleDocx() }]);
    expect(response.statusCode).toBe(201);
    const row = (await latestApplication())!;
    expect(row.resume_file).toMatch(/\.docx$/);
    expect(row.resume_mime).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("never turns the client's file name into a path", async () => {
    const response = await apply(jobApplication(), [{ name: "../../../etc/passwd.pdf", bytes: samplePdf() }]);
    expect(response.statusCode).toBe(201);
    const row = (await latestApplication())!;
    expect(row.resume_original_name).toBe("passwd.pdf");
    expect(uploadedFiles()).toContain(row.resume_file);
  });

  it("rejects a program renamed .pdf with 415 and keeps nothing", async () => {
    const before = await latestApplication();
    const response = await apply(jobApplication(), [{ name: "cv.pdf", type: "application/pdf", bytes: sampleExe() }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: "unsupported_media_type",
      message: "The resume must be a PDF, DOC or DOCX file.",
    });
    expect(uploadedFiles()).toEqual(filesBefore);
    expect((await latestApplication())?.id).toBe(before?.id);
  });

  it("rejects a resume over 10 MB with 413 and removes the partial file", async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await apply(jobApplication(), [{ name: "cv.pdf", bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  it("rejects a second file with 413", async () => {
    const response = await apply(jobApplication(), [
      { name: "a.pdf", bytes: samplePdf() },
      { name: "b.pdf", bytes: samplePdf() },
    ]);
    expect(response.statusCode).toBe(413);
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  it.each(["name", "email", "contact", "qualification", "message", "jobTitle"])(
    "refuses an application without %s, naming it, and keeps no file",
    async (field) => {
      const { [field]: _left, ...rest } = jobApplication();
      const response = await apply(rest, [{ name: "cv.pdf", bytes: samplePdf() }]);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
      expect(uploadedFiles()).toEqual(filesBefore);
    },
  );

  it("refuses an application without a resume, or with an empty file input, naming the resume", async () => {
    for (const files of [[], [{ name: "", bytes: Buffer.alloc(0) }]]) {
      const response = await apply(jobApplication(), files);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ resume: "Please attach your resume (PDF, DOC or DOCX)." });
    }
  });

  it("refuses a malformed multipart body with 400 and a JSON body with 415", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nMeera',
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(broken.statusCode).toBe(400);
    const cut = multipart(jobApplication(), [
      { name: "cv.pdf", bytes: Buffer.concat([samplePdf(), Buffer.alloc(50_000)]) },
    ]);
    const cutOff = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: cut.payload.subarray(0, 30_000),
      headers: cut.headers,
    });
    expect(cutOff.statusCode).toBe(400);
    expect(uploadedFiles()).toEqual(filesBefore);
    const noBoundary = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: "x",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(noBoundary.statusCode).toBe(400);
    const json = await t.app.inject({ method: "POST", url: "/api/apply", payload: jobApplication() });
    expect(json.statusCode).toBe(415);
  });

  it("answers a JS-off careers form with a page", async () => {
    const response = await apply(jobApplication(), [{ name: "cv.pdf", bytes: samplePdf() }], {
      accept: BROWSER_ACCEPT,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Application submitted successfully!");
    expect(response.body).toContain('href="/Carrer"');
  });
});
