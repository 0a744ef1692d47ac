/** The users page: invitations (single use, 72 hours, mailed), set-password links, role changes and deactivation. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { addPerson, bearer } from "#tests/fixtures/staff";

const CHOSEN = "tarpaulin-7-winder-Q";

describe.each(availableDialects())("staff users on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: "https://www.example.test" } });
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(() => t.close());

  const asAdmin = () => bearer(admin.token);
  const invite = (email: string, roles = ["hr"]) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email, name: "Anil Deshmukh", roles },
      headers: asAdmin(),
    });
  const tokenOf = (url: string) => /#token=([A-Za-z0-9_-]{43})$/.exec(url)![1]!;
  const accept = (token: string, password = CHOSEN) =>
    t.app.inject({ method: "POST", url: "/api/auth/admin/invitations/accept", payload: { token, password } });
  const login = (email: string, password = CHOSEN) =>
    t.app.inject({ method: "POST", url: "/api/auth/admin/login", payload: { email, password } });

  it("invites a person: 201 with the user and a link, the link mailed; the link works once", async () => {
    const response = await invite("Anil.Deshmukh@Example.com", ["hr", "sales"]);
    expect(response.statusCode).toBe(201);
    const { user, invitationUrl } = response.json();
    expect(user).toMatchObject({
      email: "anil.deshmukh@example.com",
      name: "Anil Deshmukh",
      roles: ["sales", "hr"],
      role: "Sales, HR",
      active: true,
      passwordSet: false,
      twoFactor: false,
      lastLoginAt: null,
    });
    expect(invitationUrl).toMatch(/^https:\/\/www\.example\.test\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);

    const mail = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", "staff_users")
      .where("source_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.recipients)).toEqual(["anil.deshmukh@example.com"]);
    expect(mail.status).toBe("pending");
    expect(mail.body_text).toContain(invitationUrl);

    // Not signed in before a password is chosen, whatever is tried.
    expect((await login("anil.deshmukh@example.com", "")).statusCode).toBe(400);
    expect((await login("anil.deshmukh@example.com", "anything-at-all")).statusCode).toBe(401);

    const token = tokenOf(invitationUrl);
    const check = await t.app.inject({ method: "POST", url: "/api/auth/admin/invitations/check", payload: { token } });
    expect(check.json()).toEqual({ email: "anil.deshmukh@example.com", name: "Anil Deshmukh", purpose: "invitation" });
    const weak = await accept(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBeTruthy();
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email: "anil.deshmukh@example.com" });
    expect((await accept(token, "another-choice-2026")).statusCode).toBe(404);
    const signedIn = await login("anil.deshmukh@example.com");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ roles: ["sales", "hr"], role: "Sales, HR" });
  });

  it("refuses an e-mail that has an account already with 409", async () => {
    expect((await invite("double@example.com")).statusCode).toBe(201);
    const again = await invite("Double@example.com");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toBeTruthy();
  });

  it("refuses an invitation without roles, with an unknown role or a bad e-mail, naming the field", async () => {
    for (const [payload, field] of [
      [{ email: "a@example.com", name: "A", roles: [] }, "roles"],
      [{ email: "a@example.com", name: "A", roles: ["owner"] }, "roles"],
      [{ email: "a@example.com", name: "A", roles: ["hr", "hr"] }, "roles"],
      [{ email: "not an address", name: "A", roles: ["hr"] }, "email"],
      [{ email: "a@example.com", name: "", roles: ["hr"] }, "name"],
    ] as const) {
      const response = await t.app.inject({ method: "POST", url: "/api/admin/users", payload, headers: asAdmin() });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
  });

  it("lets an invitation run out after 72 hours", async () => {
    const { invitationUrl, user } = (await invite("late.comer@example.com")).json();
    await t.db
      .updateTable("staff_password_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const token = tokenOf(invitationUrl);
    expect((await accept(token)).statusCode).toBe(404);
    const link = await t.db
      .selectFrom("staff_password_links")
      .select(["created_at", "expires_at"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(link.expires_at)).toBeLessThan(Date.now());

    const fresh = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/password-link`,
      headers: asAdmin(),
    });
    expect(fresh.statusCode).toBe(201);
    const hours = (Date.parse(fresh.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect((await accept(tokenOf(fresh.json().invitationUrl))).statusCode).toBe(200);
  });

  it("voids an older link when a new one is sent, and a set-password link ends the person's sessions", async () => {
    const person = await addPerson(t.db, ["marketing"]);
    const first = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/password-link`,
      headers: asAdmin(),
    });
    const second = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/password-link`,
      headers: asAdmin(),
    });
    expect((await accept(tokenOf(first.json().invitationUrl))).statusCode).toBe(404);
    const check = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/invitations/check",
      payload: { token: tokenOf(second.json().invitationUrl) },
    });
    expect(check.json().purpose).toBe("reset");
    expect((await accept(tokenOf(second.json().invitationUrl))).statusCode).toBe(200);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/admin/session",
      headers: bearer(person.token),
    });
    expect(session.statusCode).toBe(401);
    expect((await login(person.email)).statusCode).toBe(200);
  });

  it("a set-password link sets the password for good: a generated one that had to be changed no longer has to be", async () => {
    const person = await addPerson(t.db, ["sales"]);
    // As a first start or the CLI leaves an account: a generated password, to be changed at first sign-in.
    await t.db.updateTable("staff_users").set({ must_change_password: 1 }).where("id", "=", person.id).execute();
    expect((await login(person.email, "loom-6-shuttle-2026")).json()).toMatchObject({ mustChangePassword: true });
    const link = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/password-link`,
      headers: asAdmin(),
    });
    expect((await accept(tokenOf(link.json().invitationUrl))).statusCode).toBe(200);
    const signedIn = await login(person.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().mustChangePassword).toBeUndefined();
  });

  it("changes roles: what the person may use follows at once", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const inquiries = () => t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(person.token) });
    const applications = () =>
      t.app.inject({ method: "GET", url: "/api/admin/applications", headers: bearer(person.token) });
    expect([(await inquiries()).statusCode, (await applications()).statusCode]).toEqual([200, 403]);
    const change = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${person.id}`,
      payload: { roles: ["hr"] },
      headers: asAdmin(),
    });
    expect(change.json()).toMatchObject({ roles: ["hr"], role: "HR" });
    expect([(await inquiries()).statusCode, (await applications()).statusCode]).toEqual([403, 200]);
  });

  it("places a person in a sales office, or back at the export desk's hours, audited; an unknown office is refused by name", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const place = (office: unknown) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/users/${person.id}`, payload: { office }, headers: asAdmin() });
    const listed = (await t.app.inject({ method: "GET", url: "/api/admin/users", headers: asAdmin() })).json();
    expect(listed.offices).toContainEqual({ key: "moscow", name: expect.stringMatching(/Moscow/) });
    expect(listed.users.find((u: { id: number }) => u.id === person.id).office).toBeNull();

    const moved = await place("moscow");
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ office: "moscow", roles: ["sales"], active: true });
    const stored = await t.db.selectFrom("staff_users").select("office").where("id", "=", person.id).executeTakeFirst();
    expect(stored?.office).toBe("moscow");
    const audited = await t.db
      .selectFrom("audit_log")
      .select(["target", "details"])
      .where("action", "=", "user.office")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audited.target).toBe(`user ${person.id}`);
    expect(JSON.parse(audited.details!)).toEqual({ email: person.email, before: null, after: "moscow" });

    const unknown = await place("atlantis");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ office: "There is no such office." });
    expect((await place(42)).statusCode).toBe(400);
    expect((await place(null)).json()).toMatchObject({ office: null });
  });

  it("deactivates a person: their sessions end at once and they cannot sign in; reactivation lets them back", async () => {
    const person = await addPerson(t.db, ["hr"]);
    const other = await login(person.email, "loom-6-shuttle-2026");
    expect(other.statusCode).toBe(200);
    const patch = (active: boolean) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/users/${person.id}`, payload: { active }, headers: asAdmin() });
    expect((await patch(false)).json()).toMatchObject({ active: false });
    for (const token of [person.token, other.json().token]) {
      const response = await t.app.inject({ method: "GET", url: "/api/auth/admin/session", headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(person.email, "loom-6-shuttle-2026");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe("Invalid email or password");
    const link = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/password-link`,
      headers: asAdmin(),
    });
    expect(link.statusCode).toBe(409);
    expect((await patch(true)).json()).toMatchObject({ active: true });
    expect((await login(person.email, "loom-6-shuttle-2026")).statusCode).toBe(200);
  });

  it("keeps an active administrator: nobody deactivates themselves or drops their own administrator role", async () => {
    const self = (payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/users/${admin.id}`, payload, headers: asAdmin() });
    expect((await self({ active: false })).statusCode).toBe(409);
    expect((await self({ roles: ["sales"] })).statusCode).toBe(409);
    expect((await self({ roles: ["administrator", "sales"] })).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/users/999999",
      payload: { active: false },
      headers: asAdmin(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lists everyone with their roles, state and two-factor sign-in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: asAdmin() });
    expect(response.statusCode).toBe(200);
    const users = response.json().users;
    expect(users.length).toBeGreaterThan(5);
    expect(users.find((u: { id: number }) => u.id === admin.id)).toMatchObject({
      roles: ["administrator", "sales"],
      role: "Administrator",
      active: true,
      passwordSet: true,
    });
  });
});

// Security review 2, T-12: with SMTP the link reaches its holder alone, never the administrator's answer.
describe.each(availableDialects())("set-password links with SMTP on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    // The outbox worker does not run in tests, so nothing is sent to this address.
    t = await buildTestApp({
      dialect,
      env: { PUBLIC_URL: "https://www.example.test", SMTP_URL: "smtp://127.0.0.1:2525" },
    });
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(() => t.close());

  const mailedLink = async (userId: number) => {
    const mails = await t.db
      .selectFrom("outbox")
      .select("body_text")
      .where("source_table", "=", "staff_users")
      .where("source_id", "=", userId)
      .orderBy("id", "desc")
      .execute();
    return /https:\/\/www\.example\.test\/admin\/set-password#token=[A-Za-z0-9_-]{43}/.exec(mails[0]!.body_text)?.[0];
  };

  it("answers an invitation and a new link with a null link, and mails the link", async () => {
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: "priya.shah@example.com", name: "Priya Shah", roles: ["sales"] },
      headers: bearer(admin.token),
    });
    expect(invited.statusCode).toBe(201);
    const { user, invitationUrl } = invited.json();
    expect(invitationUrl).toBeNull();
    expect(await mailedLink(user.id)).toBeDefined();

    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/password-link`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ invitationUrl: null, expiresAt: expect.any(String) });
    expect(await mailedLink(user.id)).toBeDefined();
  });
});
