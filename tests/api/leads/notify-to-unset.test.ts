/**
 * NOTIFY_TO unset (issue 12): not configured is not failed. Visitors get the normal success; the
 * administrator is warned in the log (at start, then at most hourly as leads arrive) and staff
 * in the portal.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeCatalogueRequest, inquiry } from "#tests/fixtures/lead-forms";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const WARNING = "NOTIFY_TO is not set: leads are stored, but no staff member is e-mailed";

interface LoggedApp extends TestApp {
  warnings: () => { msg: string; unnotifiedLeads?: number }[];
}

async function startApp(dialect: "sqlite" | "postgres", env: Record<string, string>): Promise<LoggedApp> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const app = await buildTestApp({
    dialect,
    env: { PUBLIC_URL: "https://www.example.com", ...env },
    logger: { level: "warn", stream },
    leadCapture: { rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
  });
  return {
    ...app,
    warnings: () =>
      lines.map((line) => JSON.parse(line) as { msg: string; level: number }).filter((entry) => entry.level === 40),
  };
}

describe.each(availableDialects())("NOTIFY_TO unset on %s", (dialect) => {
  let t: LoggedApp;

  beforeAll(async () => {
    t = await startApp(dialect, { NOTIFY_TO: "" });
  });
  afterAll(async () => t?.close());

  it("answers an inquiry with the normal success, not the failed-notification warning", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Inquiry sent successfully!", notification: "none" });
  });

  it("answers spam the same way, so a bot cannot tell", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: inquiry({ website: "http://spam.example" }),
    });
    expect(response.json()).toEqual({ message: "Inquiry sent successfully!", notification: "none" });
    const row = await t.db.selectFrom("inquiries").select("is_spam").orderBy("id", "desc").executeTakeFirst();
    expect(row?.is_spam).toBe(1);
  });

  it("shows a JS-off visitor the normal thank-you page", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: new URLSearchParams(inquiry() as Record<string, string>).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toContain("Inquiry sent successfully!");
    expect(response.body).not.toContain("notification failed");
  });

  it("warns the administrator at start and once for a burst of leads, not once per lead", async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: "POST", url: "/send-email", payload: homeCatalogueRequest({ name: `Buyer ${i}` }) });
    }
    const warnings = t.warnings().filter((entry) => entry.msg === WARNING);
    // One at start, one with the first lead of this file; the others fall in the same hour.
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatchObject({ unnotifiedLeads: 1 });
  });

  it("tells signed-in staff in the portal, and no one else", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/notices" })).statusCode).toBe(401);
    await createStaff(t.db);
    const auth = bearer((await signIn(t.app)).token);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/notices", headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({
      notices: [{ code: "notify-to-unset", message: expect.stringContaining("NOTIFY_TO") }],
    });
  });
});

describe("NOTIFY_TO set", () => {
  let t: LoggedApp;

  beforeAll(async () => {
    t = await startApp("sqlite", { NOTIFY_TO: "sales@example.com" });
  });
  afterAll(async () => t?.close());

  it("gives staff no notice and the log no warning", async () => {
    await createStaff(t.db);
    const auth = bearer((await signIn(t.app)).token);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/notices", headers: auth });
    expect(response.json()).toEqual({ notices: [] });
    expect(t.warnings().filter((entry) => entry.msg === WARNING)).toEqual([]);
  });
});
