// A careers or contact form on another locale's page gets the refusals of its multipart body in its
// language too (issue 25): a resume the upload checks refuse (the day's quota, 429; the store full,
// 507; a virus, 422; the scanner away, 503), a field over its size and a body over the number of
// fields or parts (413), for its script (JSON) and on the no-JS result page. English pages keep
// the server's English (upload-limits.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeClamd, startFakeClamd } from "#tests/fixtures/clamd";
import { pdfOf } from "#tests/fixtures/documents";
import {
  BROWSER_ACCEPT,
  firstListedProblem,
  LEAD_ENV,
  inquiry,
  jobApplication,
  multipart,
  resultMessage,
} from "#tests/fixtures/lead-forms";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("a resume's refusals in the form's language on %s", (dialect) => {
  let clamd: FakeClamd;
  let t: TestApp;
  beforeAll(async () => {
    clamd = await startFakeClamd();
    t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, CLAMD_ADDRESS: clamd.address, UPLOADS_CLIENT_QUOTA_MB: "10", UPLOADS_MAX_TOTAL_MB: "20" },
      leadCapture: { rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.close();
  });

  /**
   * An application with `resume` from the `language` careers page, from `address`; `html` as a
   * browser without JavaScript asks. The resume is refused before the form's fields are taken, so
   * the page the browser came from (the Referer) gives the language.
   */
  const apply = (language: string, resume: Buffer, address: string, html = false) => {
    const body = multipart({ ...jobApplication(), language }, [
      { name: "cv.pdf", type: "application/pdf", bytes: resume },
    ]);
    return t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: {
        ...body.headers,
        referer: `https://www.example.com/${language}/Carrer`,
        ...(html ? { accept: BROWSER_ACCEPT } : {}),
      },
      remoteAddress: address,
    });
  };

  it("tells a Russian applicant that the virus check refused the file, in Russian", async () => {
    const response = await apply("ru", pdfOf(50_000, { infected: true }), "198.51.100.31");
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: "malware_found",
      message: "Антивирусная проверка отклонила этот файл. Пришлите, пожалуйста, чистую копию резюме.",
    });
  });

  it("asks an Arabic applicant without JavaScript to try again when the scanner is away, in Arabic", async () => {
    clamd.mode = { error: "Can't allocate memory" };
    try {
      const response = await apply("ar", pdfOf(50_000), "198.51.100.32", true);
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(resultMessage(response.body)).toBe(
        "لا يمكننا فحص الملفات بحثًا عن الفيروسات في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
      );
    } finally {
      clamd.mode = "answer";
    }
  });

  it("tells a Spanish applicant past the day's quota to come back tomorrow, in Spanish", async () => {
    expect((await apply("es", pdfOf(6_000_000), "198.51.100.33")).statusCode).toBe(201);
    const response = await apply("es", pdfOf(6_000_000), "198.51.100.33");
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe(
      "Hoy ya hemos recibido desde su dirección tantos archivos como aceptamos en un día. Vuelva a intentarlo mañana.",
    );
  });

  it("tells a French applicant without JavaScript that resumes cannot be taken just now, in French", async () => {
    expect((await apply("fr", pdfOf(9_000_000), "198.51.100.34")).statusCode).toBe(201);
    const response = await apply("fr", pdfOf(9_000_000), "198.51.100.35", true);
    expect(response.statusCode).toBe(507);
    expect(response.body).toContain('<html lang="fr">');
    expect(resultMessage(response.body)).toBe(
      "Nous ne pouvons pas recevoir de CV pour le moment. Veuillez réessayer plus tard.",
    );
  });
});

describe.each(availableDialects())("a multipart body over its limits in the form's language on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      env: LEAD_ENV,
      leadCapture: { rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => t?.close());

  /** `fields` (and `files`) as FormData to `url`, from the page at `referer`: the body is not read when it is refused. */
  const post = (
    url: string,
    referer: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
    html = false,
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...body.headers, referer, ...(html ? { accept: BROWSER_ACCEPT } : {}) },
    });
  };
  /** A form's fields as FormData sends them, those left out dropped. */
  const text = (fields: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
    );

  it("names a field over its size in Vietnamese for a Vietnamese page's script", async () => {
    const fields = text(inquiry({ message: "x".repeat(40_000), url: undefined }));
    const response = await post("/api/inquiries", "https://www.example.com/vi/ContactUs", fields);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: "payload_too_large", message: "Mục «Nội dung» quá dài." });
  });

  it("lists too many fields in Russian on the no-JS page of a Russian form", async () => {
    const extra = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`extra${i}`, "x"]));
    const fields = { ...text(inquiry({ url: undefined })), ...extra };
    const response = await post("/api/inquiries", "https://www.example.com/ru/ContactUs", fields, [], true);
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain('<html lang="ru">');
    expect(firstListedProblem(response.body)).toBe("В форме слишком много полей.");
  });

  it("tells an Arabic applicant's script the form has too many parts, in Arabic", async () => {
    const extra = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`extra${i}`, "x"]));
    const fields = { ...jobApplication(), language: "ar", ...extra };
    const resume = { name: "cv.pdf", type: "application/pdf", bytes: pdfOf(10_000) };
    const response = await post("/api/apply", "https://www.example.com/ar/Carrer", fields, [resume, resume]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("يحتوي النموذج على عدد كبير جدًا من الحقول والملفات.");
  });

  it("keeps the English for an English page", async () => {
    const fields = text(inquiry({ message: "x".repeat(40_000), url: undefined }));
    const response = await post("/api/inquiries", "https://www.example.com/ContactUs", fields);
    expect(response.json().error.message).toBe("The message field is too long.");
  });
});
