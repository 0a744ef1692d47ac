// Security events in the log (security review S-19, ASVS 7.1.3, 7.2.1): sign-in success, failure
// and lock-out, sign-out, record changes, CSV exports and resume downloads, each one line with the
// event, the account, the client address and the outcome; never a password, a token or a search term.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  bearer,
  createStaff,
  insertApplication,
  insertInquiry,
  recordedLog,
} from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const RESUME = "6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b.pdf";

describe.each(availableDialects())("security events on %s", { timeout: 90_000 }, (dialect) => {
  let t: TestApp;
  const log = recordedLog();
  const events = (event: string) => log.lines.filter((line) => line.event === event);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, logger: { level: "info", stream: log.stream } });
    await createStaff(t.db);
    await insertApplication(t.db, { resume_file: RESUME, resume_original_name: "cv.pdf" });
    writeFileSync(path.join(t.uploadsDir, RESUME), "%PDF-1.4\n%%EOF\n");
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email, password },
      remoteAddress: address,
    });

  it("logs sign-in success, failure and lock-out with the account and the address, never the password", async () => {
    expect((await login("Sales.Head@Example.com", "wrong-password-1", "203.0.113.41")).statusCode).toBe(401);
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "203.0.113.42")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login("locked.out@example.com", `guess-${i}`, "203.0.113.43");
    expect((await login("locked.out@example.com", "guess-6", "203.0.113.43")).statusCode).toBe(429);

    const signIns = events("auth.sign-in");
    expect(signIns).toContainEqual(
      expect.objectContaining({ account: STAFF_EMAIL, ip: "203.0.113.41", outcome: "failure", level: 40 }),
    );
    expect(signIns).toContainEqual(
      expect.objectContaining({ account: STAFF_EMAIL, ip: "203.0.113.42", outcome: "success", level: 30 }),
    );
    expect(signIns).toContainEqual(
      expect.objectContaining({ account: "locked.out@example.com", ip: "203.0.113.43", outcome: "locked-out" }),
    );
    const everything = JSON.stringify(log.lines);
    expect(everything).not.toContain(STAFF_PASSWORD);
    expect(everything).not.toContain("wrong-password-1");
  });

  it("logs changes, exports, resume downloads and sign-out with who made them, and no search term", async () => {
    const signedIn = await login(STAFF_EMAIL, STAFF_PASSWORD, "203.0.113.50");
    const token = signedIn.json().token as string;
    const id = await insertInquiry(t.db);
    const as = { headers: bearer(token), remoteAddress: "203.0.113.50" };
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/inquiries/${id}`,
      payload: { followupStatus: "Contacted" },
      ...as,
    });
    expect(patched.statusCode).toBe(200);
    const csv = await t.app.inject({ method: "GET", url: "/api/inquiries/export.csv?q=Mehta%20Polysacks", ...as });
    expect(csv.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/uploads/${RESUME}`, ...as })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/admin/logout", ...as })).statusCode).toBe(204);

    const who = { account: STAFF_EMAIL, ip: "203.0.113.50", outcome: "success", security: true };
    expect(events("record.change")).toContainEqual(
      expect.objectContaining({ ...who, route: "/api/inquiries/:id", id: String(id), fields: ["followupStatus"] }),
    );
    expect(events("export.csv")).toContainEqual(
      expect.objectContaining({ ...who, route: "/api/inquiries/export.csv", filters: ["q"] }),
    );
    expect(events("resume.download")).toContainEqual(expect.objectContaining({ ...who, file: RESUME }));
    expect(events("auth.sign-out")).toContainEqual(expect.objectContaining(who));
    expect(JSON.stringify(log.lines)).not.toContain("Mehta Polysacks");
    expect(JSON.stringify(log.lines)).not.toContain(token);
  });

  it("logs a refused download for a request without a session", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: `/uploads/${RESUME}`, remoteAddress: "203.0.113.60" })).statusCode,
    ).toBe(401);
    expect(events("resume.download")).toContainEqual(
      expect.objectContaining({ account: null, ip: "203.0.113.60", outcome: "refused" }),
    );
  });
});
