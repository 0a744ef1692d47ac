/**
 * Ending sessions from the account page (ASVS 3.3.4): this browser's own without more ado; one in
 * another browser, or every other one, only with the password again. An ended session is refused
 * from then on, and nobody can end another person's session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { STAFF_PASSWORD, addPerson, bearer } from "#tests/fixtures/staff";

describe.each(availableDialects())("ending sessions on %s", { timeout: 60_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  /** Signs the person in again, as from another browser: answers the new session's token. */
  async function anotherBrowser(email: string): Promise<string> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email, password: STAFF_PASSWORD },
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  }
  const sessionsOf = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/admin/sessions", headers: bearer(token) })).json()
      .sessions as { id: number; current: boolean }[];
  const works = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/admin/session", headers: bearer(token) })).statusCode === 200;
  const end = (token: string, id: number, payload?: object) =>
    t.app.inject({ method: "DELETE", url: `/api/auth/admin/sessions/${id}`, headers: bearer(token), payload });
  const failures = (userId: number) =>
    t.db
      .selectFrom("audit_log")
      .select(["outcome", "target"])
      .where("action", "=", "auth.session-end")
      .where("actor_id", "=", userId)
      .where("outcome", "!=", "success")
      .execute();

  it("ends a session in another browser only with the password, and that session is refused from then on", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const phone = await anotherBrowser(person.email);
    const phoneId = (await sessionsOf(phone)).find((session) => session.current)!.id;

    const bare = await end(person.token, phoneId);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ password: "Password is required" });
    const wrong = await end(person.token, phoneId, { password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: "The password is not right" });
    expect(await failures(person.id)).toEqual([{ outcome: "failure", target: `session ${phoneId}` }]);
    expect(await works(phone)).toBe(true);

    expect((await end(person.token, phoneId, { password: STAFF_PASSWORD })).statusCode).toBe(204);
    expect(await works(phone)).toBe(false);
    expect(await works(person.token)).toBe(true);
  });

  it("signs out of this browser without the password", async () => {
    const person = await addPerson(t.db, ["hr"]);
    expect((await end(person.token, person.sessionId)).statusCode).toBe(204);
    expect(await works(person.token)).toBe(false);
  });

  it("cannot end another person's session, with the right password or not", async () => {
    const person = await addPerson(t.db, ["marketing"]);
    const stranger = await addPerson(t.db, ["marketing"]);
    const refused = await end(person.token, stranger.sessionId, { password: STAFF_PASSWORD });
    expect(refused.statusCode).toBe(404);
    expect(await works(stranger.token)).toBe(true);
  });

  it("ends every other session with the password, and keeps this one", async () => {
    const person = await addPerson(t.db, ["sales", "hr"]);
    const phone = await anotherBrowser(person.email);
    const laptop = await anotherBrowser(person.email);
    const endOthers = (payload: object) =>
      t.app.inject({ method: "DELETE", url: "/api/auth/admin/sessions", headers: bearer(person.token), payload });

    expect((await endOthers({})).statusCode).toBe(400);
    expect((await endOthers({ password: "not-the-password" })).statusCode).toBe(400);
    expect(await works(phone)).toBe(true);

    const done = await endOthers({ password: STAFF_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ended: 2 });
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(false);
    expect(await works(person.token)).toBe(true);
    expect(await sessionsOf(person.token)).toEqual([expect.objectContaining({ current: true })]);
  });
});
