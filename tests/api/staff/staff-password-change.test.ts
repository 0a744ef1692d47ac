// The first password changed at first sign-in (security review S-13, ASVS 2.1.5-2.1.6, 2.3.1,
// 3.3.3): a generated or outdated password signs in only to choose a new one; the change asks
// for the current password, applies the policy and ends the account's other sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "#server/modules/staff/accounts";
import { hashPassword } from "#server/modules/staff/passwords";
import { availableDialects } from "#tests/setup/databases";
import { bearer } from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const login = (t: TestApp, email: string, password: string, address = "198.51.100.30") =>
  t.app.inject({ method: "POST", url: "/api/auth/admin/login", payload: { email, password }, remoteAddress: address });

const change = (t: TestApp, token: string, payload: object, address = "198.51.100.30") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/admin/password",
    headers: bearer(token),
    payload,
    remoteAddress: address,
  });

describe.each(availableDialects())("changing a staff password on %s", { timeout: 90_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("lets a generated password sign in only to choose a new one", async () => {
    const email = "first.admin@example.com";
    const generated = "Zq8wT3nR5yLp0vKc7mXs2bHd";
    await createAccount(t.db, { email, password: generated, mustChangePassword: true });
    const earlier = (await login(t, email, generated)).json().token as string;

    const signedIn = await login(t, email, generated);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ mustChangePassword: true, user: { email } });
    const token = signedIn.json().token as string;

    // Nothing but the session, sign-out and the change itself until then.
    const list = await t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(token) });
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe("password_change_required");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/admin/session", headers: bearer(token) })).statusCode,
    ).toBe(200);

    const wrong = await change(t, token, {
      currentPassword: "not-the-one-at-all",
      newPassword: "mill stand 7 gearbox oil",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: "The current password is not right." });

    const common = await change(t, token, { currentPassword: generated, newPassword: "Password2024!" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.newPassword).toMatch(/most common passwords/);
    const short = await change(t, token, { currentPassword: generated, newPassword: "eleven-char" });
    expect(short.statusCode).toBe(400);
    const own = await change(t, token, { currentPassword: generated, newPassword: "first.admin@2026" });
    expect(own.json().error.fields.newPassword).toMatch(/e-mail address/);

    const done = await change(t, token, { currentPassword: generated, newPassword: "mill stand 7 gearbox oil" });
    expect(done.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(token) })).statusCode).toBe(200);
    // The account's other sessions end with the change (ASVS 3.3.3).
    expect((await t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(earlier) })).statusCode).toBe(
      401,
    );

    expect((await login(t, email, generated)).statusCode).toBe(401);
    const again = await login(t, email, "mill stand 7 gearbox oil");
    expect(again.statusCode).toBe(200);
    expect(again.json().mustChangePassword).toBeUndefined();
    // A password of one's own does not run out.
    const row = await t.db.selectFrom("staff_users").select("password_expires_at").where("email", "=", email).execute();
    expect(row).toEqual([{ password_expires_at: null }]);
  });

  it("refuses a generated password left unchanged for 72 hours, saying so only to whoever typed it right (ASVS 2.3.1)", async () => {
    const hour = 3_600_000;
    const generated = "Hk4pW9sQ2xVn7cLr3tYb8mZd";
    await createAccount(
      t.db,
      { email: "late.admin@example.com", password: generated, mustChangePassword: true },
      new Date(Date.now() - 72 * hour - 60_000),
    );
    await createAccount(
      t.db,
      { email: "prompt.admin@example.com", password: generated, mustChangePassword: true },
      new Date(Date.now() - 71 * hour),
    );

    const late = await login(t, "late.admin@example.com", generated, "198.51.100.31");
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(
      "This first password has run out. Ask an administrator of the staff portal for a link to set your own.",
    );
    const wrong = await login(t, "late.admin@example.com", "not-the-generated-one", "198.51.100.31");
    expect(wrong.json().error.message).toBe("Invalid email or password");
    const [entry] = await t.db
      .selectFrom("audit_log")
      .select(["outcome", "details"])
      .where("action", "=", "auth.sign-in")
      .where("actor_email", "=", "late.admin@example.com")
      .orderBy("id")
      .execute();
    expect(entry).toEqual({ outcome: "refused", details: JSON.stringify({ reason: "generated-password-expired" }) });

    const prompt = await login(t, "prompt.admin@example.com", generated, "198.51.100.31");
    expect(prompt.statusCode).toBe(200);
    expect(prompt.json().mustChangePassword).toBe(true);
  });

  it("asks for a new password when the current one falls short of today's policy", async () => {
    const email = "old.timer@example.com";
    // Set before the 12-character rule, straight into the table.
    await t.db
      .insertInto("staff_users")
      .values({ email, name: "Old Timer", roles: "administrator", password_hash: await hashPassword("loom2019") })
      .execute();
    const signedIn = await login(t, email, "loom2019");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().mustChangePassword).toBe(true);
    const list = await t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(signedIn.json().token) });
    expect(list.json().error.code).toBe("password_change_required");
  });

  it("refuses a change without a session, and a malformed one with a 400", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/password",
      payload: { currentPassword: "x", newPassword: "mill stand 7 gearbox oil" },
    });
    expect(anonymous.statusCode).toBe(401);
    await createAccount(t.db, { email: "shape@example.com", password: "shape-check-password" });
    const token = (await login(t, "shape@example.com", "shape-check-password")).json().token as string;
    const malformed = await change(t, token, { newPassword: 42 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("invalid_input");
  });
});
