import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken, loadFormTokenKey } from "#server/modules/spam/form-token";
import { availableDialects } from "#tests/setup/databases";
import {
  BROWSER_ACCEPT,
  homeCatalogueRequest,
  inquiry,
  productCatalogueRequest,
  urlencoded,
  LEAD_ENV,
  leadTestApp,
} from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const CONTACT_FIELDS = ["name", "companyName", "email", "contactNumber", "city", "state", "country"];

describe.each(availableDialects())("lead capture endpoints on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as string,
      headers: { "user-agent": "LeadTest/1.0", ...headers },
    });

  const outboxOf = (table: string, id: number) =>
    t.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", table)
      .where("source_id", "=", id)
      .orderBy("id")
      .execute();

  describe("POST /send-email (catalogue request)", () => {
    it("stores a home-page request with where it came from, and queues the staff notification and the catalogue", async () => {
      const response = await post("/send-email", { ...homeCatalogueRequest(), visitorIP: "6.6.6.6" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: "Form submitted successfully and email sent!" });

      const row = await t.db
        .selectFrom("catalogue_requests")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "Ravi Patel",
        email: "ravi@patelpipes.com",
        message: null,
        product_category: "Manufacturing Range",
        brochure_link: null,
        page_url: "https://www.example.com/",
        ip_address: "127.0.0.1",
        user_agent: "LeadTest/1.0",
        is_spam: 0,
      });
      expect(JSON.stringify(row)).not.toContain("6.6.6.6");

      const outbox = await outboxOf("catalogue_requests", row.id);
      expect(outbox.map((m) => [m.kind, JSON.parse(m.recipients), m.status])).toEqual([
        ["catalogue-request-notification", ["sales@example.com", "hr@example.com"], "pending"],
        ["catalogue-delivery", ["ravi@patelpipes.com"], "pending"],
      ]);
      // The home form names no product: it gets the full-range catalogue, not a page.
      expect(outbox[1]?.body_text).toContain("https://www.example.com/catalogues/full-range.pdf");
      expect(outbox[1]?.body_html).toContain('<a href="https://www.example.com/catalogues/full-range.pdf">');
    });

    it("stores a product-page request with its brochure link, category, page and endText", async () => {
      const response = await post("/send-email", productCatalogueRequest());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: "Catalogue has been sent to your email!" });
      const row = await t.db
        .selectFrom("catalogue_requests")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        brochure_link: "/catalogues/tape-extrusion-line.pdf",
        product_category: "Tape Extrusion Line",
        page_url: "https://www.example.com/TapeExtrusion",
        end_text: "TapeExtrusion",
        message: "Interested in the tape line.",
      });
      const [, delivery] = await outboxOf("catalogue_requests", row.id);
      expect(delivery?.body_text).toContain("https://www.example.com/catalogues/tape-extrusion-line.pdf");
    });

    it.each(CONTACT_FIELDS)("refuses a request without %s, naming it", async (field) => {
      const before = await countRows("catalogue_requests");
      const response = await post("/send-email", homeCatalogueRequest({ [field]: "  " }));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe("invalid_input");
      expect(Object.keys(body.error.fields)).toEqual([field]);
      expect(body.error.message).toMatch(/^Please fill the [a-z ]+ field\.$/);
      expect(await countRows("catalogue_requests")).toBe(before);
    });

    it("names every bad field at once", async () => {
      const response = await post("/send-email", { email: "nope", contactNumber: "12" });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(CONTACT_FIELDS);
    });

    it("accepts a plain HTML form post and answers with a readable page", async () => {
      const response = await post("/send-email", urlencoded(homeCatalogueRequest()), {
        "content-type": "application/x-www-form-urlencoded",
        accept: BROWSER_ACCEPT,
        referer: "https://www.example.com/?from=nav",
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("Form submitted successfully and email sent!");
      expect(response.body).toContain('href="/"');
    });
  });

  describe("POST /api/inquiries", () => {
    it("stores the inquiry, sends the notification at once and says so", async () => {
      const response = await post("/api/inquiries", { ...inquiry(), visitorIP: "6.6.6.6" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: "Inquiry sent successfully!", notification: "sent" });
      const row = await t.db.selectFrom("inquiries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        company_name: "Mehta Polysacks",
        ip_address: "127.0.0.1",
        page_url: "https://www.example.com/ContactUs",
        end_text: "ContactUs",
        is_spam: 0,
      });
      const [notification] = await outboxOf("inquiries", row.id);
      expect(notification).toMatchObject({
        kind: "inquiry-notification",
        status: "sent",
        attempts: 1,
        reply_to: "asha@mehta-polysacks.in",
      });
      // Without SMTP_URL the message is an .eml file.
      const files = readdirSync(path.join(t.dataDir, "outbox"));
      expect(files.some((file) => file.includes(`-${notification!.id}-inquiry-notification.eml`))).toBe(true);
    });

    it.each([...CONTACT_FIELDS, "message"])("refuses an inquiry without %s, naming it", async (field) => {
      const { [field]: _left, ...rest } = inquiry();
      const response = await post("/api/inquiries", rest);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    });

    it("refuses malformed JSON, a JSON array and an unknown content type without a 5xx", async () => {
      const broken = await post("/api/inquiries", '{"name": "Asha",', { "content-type": "application/json" });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.code).toBeTypeOf("string");
      const array = await post("/api/inquiries", "[1,2]", { "content-type": "application/json" });
      expect(array.statusCode).toBe(400);
      const text = await post("/api/inquiries", "hello", { "content-type": "text/plain" });
      expect(text.statusCode).toBe(415);
      expect(text.json().error.code).toBe("unsupported_media_type");
    });

    it("refuses an oversize body with 413", async () => {
      const response = await post("/api/inquiries", inquiry({ message: "x".repeat(70_000) }));
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe("payload_too_large");
    });

    it("answers a JS-off form's bad input with a page that lists the problems and echoes nothing typed", async () => {
      const response = await post(
        "/api/inquiries",
        urlencoded(inquiry({ name: "<img src=x onerror=alert(1)>", email: "not-an-email", city: "" })),
        {
          "content-type": "application/x-www-form-urlencoded",
          accept: BROWSER_ACCEPT,
          referer: "https://evil.example.net/",
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("Please enter a valid email address.");
      expect(response.body).toContain("Please fill the city field.");
      expect(response.body).not.toContain("<img");
      expect(response.body).not.toContain("evil.example.net");
    });
  });

  describe("spam", () => {
    it("stores a filled honeypot as spam, answers as usual and mails nobody", async () => {
      const response = await post("/api/inquiries", inquiry({ website: "http://cheap-pills.example" }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: "Inquiry sent successfully!", notification: "sent" });
      const row = await t.db.selectFrom("inquiries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(row.is_spam).toBe(1);
      expect(JSON.parse(row.spam_reasons!)).toContain("honeypot");
      const outbox = await outboxOf("inquiries", row.id);
      expect(outbox.map((m) => m.status)).toEqual(["held"]);
    });

    it("holds the catalogue e-mail of a spam request too", async () => {
      const response = await post("/send-email", homeCatalogueRequest({ website: "x" }));
      expect(response.statusCode).toBe(201);
      const row = await t.db
        .selectFrom("catalogue_requests")
        .selectAll()
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.is_spam).toBe(1);
      expect((await outboxOf("catalogue_requests", row.id)).map((m) => m.status)).toEqual(["held", "held"]);
    });

    it("counts a form sent within seconds of its token only together with another signal", async () => {
      const latest = () => t.db.selectFrom("inquiries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
      const freshToken = async () => (await t.app.inject({ method: "GET", url: "/api/form-token" })).json().token;

      // A person whose browser filled the form (autofill) and who sent it at once.
      await post("/api/inquiries", inquiry({ formToken: await freshToken() }), { "user-agent": BROWSER_USER_AGENT });
      expect(await latest()).toMatchObject({ is_spam: 0, spam_reasons: '["too-fast"]' });

      // A script that fetched a token and posted straight away.
      await post("/api/inquiries", inquiry({ formToken: await freshToken() }), {
        "user-agent": "python-requests/2.31",
      });
      const script = await latest();
      expect(script.is_spam).toBe(1);
      expect(JSON.parse(script.spam_reasons!)).toEqual(["too-fast", "bot-user-agent"]);

      const key = await loadFormTokenKey(t.db);
      await post("/api/inquiries", inquiry({ formToken: issueFormToken(key, Date.now() - 60_000) }), {
        "user-agent": BROWSER_USER_AGENT,
      });
      expect(await latest()).toMatchObject({ is_spam: 0, spam_reasons: null });
    });

    it("flags an exact repeat from the same address", async () => {
      const once = inquiry();
      await post("/api/inquiries", once);
      await post("/api/inquiries", once);
      const [second, first] = await t.db.selectFrom("inquiries").selectAll().orderBy("id", "desc").limit(2).execute();
      expect(first?.is_spam).toBe(0);
      expect(second?.is_spam).toBe(1);
      expect(JSON.parse(second!.spam_reasons!)).toContain("repeat");
    });

    it("serves a fresh, uncached form token", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/form-token" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json().token).toMatch(/^[0-9a-z]+\.[\w-]{8}\.[\w-]{43}$/);
    });
  });

  async function countRows(table: "inquiries" | "catalogue_requests" | "job_applications"): Promise<number> {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});

describe.each(availableDialects())("lead capture limits on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, NOTIFY_TO: "" },
      leadCapture: { rateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => t?.close());

  it("answers 429 with Retry-After and the error shape once an address has used its submissions", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/send-email",
          payload: homeCatalogueRequest({ name: `Buyer ${i}` }),
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429]);
    const limited = answers[2]!;
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.json().error).toMatchObject({
      code: "too_many_requests",
      message: expect.stringContaining("try again"),
    });
    // The limit covers every lead endpoint, not one at a time.
    const inquiryAnswer = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry() });
    expect(inquiryAnswer.statusCode).toBe(429);
    const other = await t.app.inject({
      method: "POST",
      url: "/send-email",
      payload: homeCatalogueRequest(),
      remoteAddress: "10.0.0.9",
    });
    expect(other.statusCode).toBe(201);
  });

  it("lets every submission through with RATE_LIMIT=off (the load benchmark's setting)", async () => {
    const unlimited = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, RATE_LIMIT: "off" },
      leadCapture: { rateLimit: { max: 1, timeWindowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await unlimited.app.inject({
              method: "POST",
              url: "/send-email",
              payload: homeCatalogueRequest({ name: `Buyer ${i}` }),
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201]);
    } finally {
      await unlimited.close();
    }
  });

  it("stores a lead but notifies no one when NOTIFY_TO is empty, and tells the visitor it went through", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: inquiry(),
      remoteAddress: "10.0.0.10",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Inquiry sent successfully!", notification: "none" });
    const row = await t.db.selectFrom("inquiries").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    const outbox = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("source_table", "=", "inquiries")
      .where("source_id", "=", row.id)
      .execute();
    expect(outbox).toEqual([]);
  });
});
