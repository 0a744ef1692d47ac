// Personal data kept out of the log (security review S-18, ASVS 7.1.1-7.1.2): a staff search term
// never reaches the request log, and the outbox names a message by id and kind, never by its
// recipients, subject or contents.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactedUrl } from "#server/modules/security-events/request-log";
import { availableDialects } from "#tests/setup/databases";
import { bearer, createStaff, recordedLog, signIn } from "#tests/fixtures/staff";
import { inquiry, LEAD_ENV } from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import { eventually } from "#tests/fixtures/smtp";

describe("request log addresses", () => {
  it("keep the path and drop the query string of API and resume addresses, not of pages", () => {
    expect(redactedUrl("/api/inquiries?q=asha%40mehta.in&page=2")).toBe("/api/inquiries?[redacted]");
    expect(redactedUrl("/api/form/export.csv?q=98250")).toBe("/api/form/export.csv?[redacted]");
    expect(redactedUrl("/uploads/a.pdf?download=1")).toBe("/uploads/a.pdf?[redacted]");
    expect(redactedUrl("/api/inquiries")).toBe("/api/inquiries");
    expect(redactedUrl("/TapeLine?tab=models")).toBe("/TapeLine?tab=models");
  });
});

describe.each(availableDialects())("the log on %s", { timeout: 90_000 }, (dialect) => {
  describe("staff searches", () => {
    let t: TestApp;
    const log = recordedLog();
    beforeAll(async () => {
      t = await buildTestApp({ dialect, logger: { level: "info", stream: log.stream } });
      await createStaff(t.db);
    });
    afterAll(() => t.close());

    it("log the search's address without the term", async () => {
      const { token } = await signIn(t.app);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/inquiries?q=asha%40mehta-polysacks.in",
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const urls = log.lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
      expect(urls).toContain("/api/inquiries?[redacted]");
      expect(JSON.stringify(log.lines)).not.toMatch(/asha|mehta/i);
    });
  });

  describe("the outbox", () => {
    let t: TestApp;
    const log = recordedLog();
    beforeAll(async () => {
      t = await buildTestApp({
        dialect,
        env: LEAD_ENV,
        logger: { level: "info", stream: log.stream },
        leadCapture: {
          startWorker: true,
          outbox: { pollIntervalMs: 50 },
          rateLimit: { max: 1_000, timeWindowMs: 60_000 },
        },
      });
    });
    afterAll(() => t.close());

    it("names each message it writes or sends by id and kind only", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ name: "Asha Mehta", email: "asha@mehta-polysacks.in" }),
      });
      expect(response.statusCode).toBe(201);
      const written = () => log.lines.filter((line) => line.msg === "mail written to file (no SMTP_URL)");
      await eventually(() => written().length > 0, 10_000, "the notification written to a file");
      expect(written()[0]).toMatchObject({ outboxId: expect.any(Number), kind: expect.any(String) });
      const text = JSON.stringify(log.lines);
      expect(text).not.toContain("asha@mehta-polysacks.in");
      expect(text).not.toContain("Asha Mehta");
      expect(text).not.toContain("sales@example.com");
    });
  });
});
