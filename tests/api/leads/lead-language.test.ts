import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "#tests/fixtures/documents";
import {
  homeCatalogueRequest,
  inquiry,
  jobApplication,
  LEAD_ENV,
  multipart,
  productCatalogueRequest,
} from "#tests/fixtures/lead-forms";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("the buyer's language on the lead forms on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      env: LEAD_ENV,
      leadCapture: { rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload, headers: { "user-agent": "LeadTest/1.0" } });

  const mailOf = async (table: string, id: number, kind: string) =>
    t.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", table)
      .where("source_id", "=", id)
      .where("kind", "=", kind)
      .executeTakeFirstOrThrow();

  /** The newest row of a lead table: its id and the language stored. */
  const latest = async (table: "inquiries" | "catalogue_requests" | "job_applications") => {
    const rows = await t.db.selectFrom(table).select(["id", "language"]).orderBy("id", "desc").limit(1).execute();
    return rows[0]!;
  };

  it("stores the Russian of an inquiry sent from /ru/ContactUs, and tells staff in the notification", async () => {
    const response = await post("/api/inquiries", inquiry({ url: "https://www.example.com/ru/ContactUs" }));
    expect(response.statusCode).toBe(201);
    const row = await latest("inquiries");
    expect(row.language).toBe("ru");
    const notification = await mailOf("inquiries", row.id, "inquiry-notification");
    expect(notification.body_text).toContain("Language: Russian (ru)");
  });

  it("stores the language the form sends, before the page address", async () => {
    const response = await post(
      "/api/inquiries",
      inquiry({ language: "ar", url: "https://www.example.com/ContactUs" }),
    );
    expect(response.statusCode).toBe(201);
    expect((await latest("inquiries")).language).toBe("ar");
  });

  it("stores English when neither the form nor the page names another language", async () => {
    expect((await post("/api/inquiries", inquiry())).statusCode).toBe(201);
    expect((await latest("inquiries")).language).toBe("en");
  });

  it("refuses a language the site does not have with 400 naming the field", async () => {
    for (const language of ["de", "", 7, ["ru"]]) {
      const response = await post("/api/inquiries", inquiry({ language }));
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain("language");
    }
  });

  it("sends the catalogue in Arabic, right to left, to a buyer who asked from an Arabic product page", async () => {
    const response = await post(
      "/send-email",
      productCatalogueRequest({ url: "https://www.example.com/ar/TapeExtrusion" }),
    );
    expect(response.statusCode).toBe(201);
    const row = await latest("catalogue_requests");
    expect(row.language).toBe("ar");
    const delivery = await mailOf("catalogue_requests", row.id, "catalogue-delivery");
    expect(delivery.subject).toContain("كتالوج");
    expect(delivery.body_text).toContain("شكرًا لاهتمامكم");
    expect(delivery.body_html).toContain('<html lang="ar" dir="rtl">');
  });

  it("sends the catalogue in Russian when the home form says so", async () => {
    const response = await post("/send-email", homeCatalogueRequest({ language: "ru" }));
    expect(response.statusCode).toBe(201);
    const row = await latest("catalogue_requests");
    expect(row.language).toBe("ru");
    const delivery = await mailOf("catalogue_requests", row.id, "catalogue-delivery");
    expect(delivery.body_text).toMatch(/^Здравствуйте, Ravi Patel!/);
  });

  it("stores a Russian job application and confirms it to the applicant in Russian", async () => {
    const body = multipart({ ...jobApplication(), language: "ru" }, [{ name: "cv.pdf", bytes: samplePdf() }]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    const row = await latest("job_applications");
    expect(row.language).toBe("ru");
    const confirmation = await mailOf("job_applications", row.id, "application-confirmation");
    expect(confirmation.subject).toContain("Ваш отклик на вакансию");
    const notification = await mailOf("job_applications", row.id, "application-notification");
    expect(notification.body_text).toContain("Language: Russian (ru)");
  });
});
