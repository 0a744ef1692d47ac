/**
 * User management wants the password typed in the last 15 minutes (ASVS 3.7.1): at sign-in or
 * confirmed since. An older session is answered 403 password_confirmation_required until its
 * holder types the password again; a wrong one is counted and audited.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { STAFF_PASSWORD, addPerson, bearer } from "#tests/fixtures/staff";

const MINUTE = 60_000;

describe.each(availableDialects())("the password again for user management on %s", { timeout: 60_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: "https://www.example.test" } });
  });
  afterAll(() => t.close());

  /** Moves the session's sign-in, and its last confirmation, `minutes` into the past. */
  async function age(sessionId: number, minutes: number) {
    const then = new Date(Date.now() - minutes * MINUTE).toISOString();
    await sql`update staff_sessions set created_at = ${then}, password_confirmed_at = ${then} where id = ${sessionId}`.execute(
      t.db,
    );
  }
  const send = (token: string, method: "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  it("asks an administrator signed in more than 15 minutes ago for the password before any change to users", async () => {
    const admin = await addPerson(t.db, ["administrator"]);
    const staffer = await addPerson(t.db, ["sales"]);
    // Signed in just now: no question asked.
    expect(
      (await send(admin.token, "PATCH", `/api/admin/users/${staffer.id}`, { roles: ["sales", "hr"] })).statusCode,
    ).toBe(200);

    await age(admin.sessionId, 16);
    const changes = [
      () =>
        send(admin.token, "POST", "/api/admin/users", {
          email: "ravi.menon@example.com",
          name: "Ravi Menon",
          roles: ["hr"],
        }),
      () => send(admin.token, "POST", `/api/admin/users/${staffer.id}/password-link`),
      () => send(admin.token, "PATCH", `/api/admin/users/${staffer.id}`, { active: false }),
    ];
    for (const change of changes) {
      const refused = await change();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: "password_confirmation_required",
        message: "Enter your password again to make this change.",
      });
    }
    // Reading the list is no change.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/users", headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.db.selectFrom("staff_users").select("active").where("id", "=", staffer.id).executeTakeFirstOrThrow())
        .active,
    ).toBe(1);

    const wrong = await send(admin.token, "POST", "/api/auth/admin/confirm-password", { password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: "The password is not right" });
    expect((await changes[2]!()).statusCode).toBe(403);

    const right = await send(admin.token, "POST", "/api/auth/admin/confirm-password", { password: STAFF_PASSWORD });
    expect(right.statusCode).toBe(204);
    for (const change of changes) expect((await change()).statusCode).toBeLessThan(300);

    const trail = await t.db
      .selectFrom("audit_log")
      .select("outcome")
      .where("action", "=", "auth.password-confirm")
      .where("actor_id", "=", admin.id)
      .orderBy("id")
      .execute();
    expect(trail.map((entry) => entry.outcome)).toEqual(["failure", "success"]);
  });

  it("asks again 15 minutes after the last confirmation", async () => {
    const admin = await addPerson(t.db, ["administrator"]);
    const staffer = await addPerson(t.db, ["hr"]);
    await age(admin.sessionId, 14);
    expect((await send(admin.token, "PATCH", `/api/admin/users/${staffer.id}`, { roles: ["hr"] })).statusCode).toBe(
      200,
    );
    await age(admin.sessionId, 16);
    expect((await send(admin.token, "PATCH", `/api/admin/users/${staffer.id}`, { roles: ["hr"] })).statusCode).toBe(
      403,
    );
  });
});
