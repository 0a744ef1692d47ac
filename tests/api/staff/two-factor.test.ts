/** Two-factor sign-in (TOTP): set-up, signing in with a code or a recovery code, each accepted once, wrong codes throttled, REQUIRE_2FA. */
import { createHash } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { createAccount } from "#server/modules/staff/accounts";
import { issueLink } from "#server/modules/staff/password-links";
import { STAFF_PASSWORD, addPerson, bearer, cookiesOf } from "#tests/fixtures/staff";

const code = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

describe.each(availableDialects())("two-factor sign-in on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  const login = (email: string, address = "192.0.2.50") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email, password: STAFF_PASSWORD },
      remoteAddress: address,
    });
  const second = (challenge: string, value: string, address = "192.0.2.50") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login/2fa",
      payload: { challenge, code: value },
      remoteAddress: address,
    });

  /** A person with two-factor sign-in on: answers their secret and recovery codes. */
  async function enrolled() {
    const person = await addPerson(t.db, ["sales"]);
    const setup = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/setup",
      payload: { password: STAFF_PASSWORD },
      headers: bearer(person.token),
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/JP%20Extrusion%20Systems:person\d+\.sales%40example\.com\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // A step back: one step of drift is tolerated, and the next code (this step's) stays usable for sign-in.
    const enable = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/enable",
      payload: { code: code(secret, Date.now() - 30_000) },
      headers: bearer(person.token),
    });
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json();
    return { person, secret, recoveryCodes: recoveryCodes as string[] };
  }

  it("enrols: the QR code's secret, a first code, ten recovery codes shown once and stored hashed", async () => {
    const { person, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Sixteen of 31 letters and digits: about 79 bits each.
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
    const stored = await t.db
      .selectFrom("staff_recovery_codes")
      .select("code_hash")
      .where("user_id", "=", person.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(recoveryCodes.some((c) => code_hash.includes(c) || code_hash.includes(c.replaceAll("-", "")))).toBe(false);
      // Salted one by one (ASVS 2.6.2): a salt of 128 bits, then the SHA-256.
      expect(code_hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    }
    expect(new Set(stored.map(({ code_hash }) => code_hash.split("$")[0])).size).toBe(10);
    const account = await t.app.inject({
      method: "GET",
      url: "/api/auth/admin/account",
      headers: bearer(person.token),
    });
    expect(account.json().twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/setup",
      payload: { password: STAFF_PASSWORD },
      headers: bearer(person.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses to turn on with a wrong code", async () => {
    const person = await addPerson(t.db, ["hr"]);
    const { secret } = (
      await t.app.inject({
        method: "POST",
        url: "/api/auth/admin/2fa/setup",
        payload: { password: STAFF_PASSWORD },
        headers: bearer(person.token),
      })
    ).json();
    const wrong = String((Number(code(secret)) + 1) % 1_000_000).padStart(6, "0");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/enable",
      payload: { code: wrong },
      headers: bearer(person.token),
    });
    expect(response.statusCode).toBe(400);
    const account = await t.app.inject({
      method: "GET",
      url: "/api/auth/admin/account",
      headers: bearer(person.token),
    });
    expect(account.json().twoFactor.enabled).toBe(false);
  });

  it("signs in with the password, then a code: no session before the code", async () => {
    const { person, secret } = await enrolled();
    const first = await login(person.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(cookiesOf(first).staff_session).toBeUndefined();
    const done = await second(first.json().challenge, code(secret).replace(/(\d{3})/, "$1 "));
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: person.email, roles: ["sales"] });
    expect(cookiesOf(done).staff_session).toBe(done.json().token);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/admin/session",
      headers: bearer(done.json().token),
    });
    expect(session.statusCode).toBe(200);
    // The challenge is used up.
    expect((await second(first.json().challenge, code(secret))).statusCode).toBe(401);
  });

  it("accepts a code once: the same code is refused the second time", async () => {
    const { person, secret } = await enrolled();
    const now = code(secret);
    expect((await second((await login(person.email)).json().challenge, now)).statusCode).toBe(200);
    const notices = () =>
      t.db
        .selectFrom("outbox")
        .select(["recipients", "subject", "body_text"])
        .where("kind", "=", "staff-account-change")
        .where("source_id", "=", person.id)
        .execute();
    const reasons = async () =>
      (
        await t.db
          .selectFrom("audit_log")
          .select("details")
          .where("action", "=", "auth.sign-in")
          .where("outcome", "=", "failure")
          .where("actor_id", "=", person.id)
          .orderBy("id")
          .execute()
      ).map((entry) => JSON.parse(entry.details ?? "{}").reason as string);
    const before = (await notices()).length;

    // A wrong code is only a wrong code: nobody is mailed.
    const wrong = await second((await login(person.email)).json().challenge, now === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(401);
    expect(await notices()).toHaveLength(before);

    const replay = await second((await login(person.email)).json().challenge, now);
    expect(replay.statusCode).toBe(401);
    // Told apart only in the trail and in a mail to the holder (ASVS 2.8.5), not to whoever typed it.
    expect(replay.json().error.message).toBe(wrong.json().error.message);
    // The step before the one accepted is refused too.
    const older = await second((await login(person.email)).json().challenge, code(secret, Date.now() - 30_000));
    expect(older.statusCode).toBe(401);
    expect(await reasons()).toEqual(["wrong-code", "reused-code", "reused-code"]);
    const told = (await notices()).slice(before);
    expect(told).toHaveLength(2);
    expect(JSON.parse(told[0]!.recipients)).toEqual([person.email]);
    expect(told[0]!.subject).toMatch(/^A used sign-in code was tried again: /);
    expect(told[0]!.body_text).toContain("If not, someone knows your password");
  });

  it("tolerates one step of clock drift, not two", async () => {
    const { person, secret } = await enrolled();
    const far = await second((await login(person.email)).json().challenge, code(secret, Date.now() + 60_000));
    expect(far.statusCode).toBe(401);
    const near = await second((await login(person.email)).json().challenge, code(secret, Date.now() + 30_000));
    expect(near.statusCode).toBe(200);
  });

  it("signs in with a recovery code, which then is used up", async () => {
    const { person, recoveryCodes } = await enrolled();
    const recovery = recoveryCodes[3]!;
    const done = await second((await login(person.email)).json().challenge, recovery.toUpperCase());
    expect(done.statusCode).toBe(200);
    const again = await second((await login(person.email)).json().challenge, recovery);
    expect(again.statusCode).toBe(401);
    const account = await t.app.inject({
      method: "GET",
      url: "/api/auth/admin/account",
      headers: bearer(done.json().token),
    });
    expect(account.json().twoFactor.recoveryCodesLeft).toBe(9);
    const [entry] = (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/audit?action=auth.sign-in&actor=${encodeURIComponent(person.email)}`,
        headers: bearer((await addPerson(t.db, ["administrator"])).token),
      })
    ).json().items;
    expect(entry).toMatchObject({ outcome: "failure", details: { reason: "wrong-code", step: "two-factor" } });
  });

  it("spends no recovery code on a sign-in that another request on the same challenge already finished", async () => {
    const { person, recoveryCodes } = await enrolled();
    const challenge = (await login(person.email)).json().challenge;
    // Two tabs, or a double submit, each with a different recovery code, on one challenge.
    const answers = await Promise.all([second(challenge, recoveryCodes[0]!), second(challenge, recoveryCodes[1]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const signedIn = answers.find((answer) => answer.statusCode === 200)!;
    const account = await t.app.inject({
      method: "GET",
      url: "/api/auth/admin/account",
      headers: bearer(signedIn.json().token),
    });
    expect(account.json().twoFactor.recoveryCodesLeft).toBe(9);
  });

  it("still takes a recovery code given out before codes were salted, once", async () => {
    const { person } = await enrolled();
    // As enrolment stored them before 2026-11-26: ten letters, an unsalted SHA-256.
    await t.db
      .insertInto("staff_recovery_codes")
      .values({ user_id: person.id, code_hash: createHash("sha256").update("k7m2pq9rzx").digest("hex") })
      .execute();
    expect((await second((await login(person.email)).json().challenge, "K7M2P-Q9RZX")).statusCode).toBe(200);
    expect((await second((await login(person.email)).json().challenge, "k7m2p-q9rzx")).statusCode).toBe(401);
  });

  it("throttles wrong codes like wrong passwords, and ends a challenge after five", async () => {
    const { person, secret } = await enrolled();
    const address = "192.0.2.77";
    const first = (await login(person.email, address)).json().challenge;
    for (let i = 0; i < 5; i++) expect((await second(first, "000000", address)).statusCode).toBe(401);
    // The challenge is used up, even for the right code.
    expect((await second(first, code(secret), address)).statusCode).toBe(401);
    // Five wrong codes hold the account for a while, as five wrong passwords do.
    const fresh = await login(person.email, address);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("asks for the password again before showing a secret: a stolen session alone cannot enrol (T-05)", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const setup = (payload?: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/admin/2fa/setup",
        headers: bearer(person.token),
        ...(payload ? { payload } : {}),
      });
    const missing = await setup({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ password: expect.any(String) });
    const wrong = await setup({ password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).not.toHaveProperty("secret");
    const pending = await t.db
      .selectFrom("staff_users")
      .select("two_factor_pending_secret")
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(pending.two_factor_pending_secret).toBeNull();
    expect((await setup({ password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it("ends the account's other sessions when it is turned on, and keeps this one (T-05)", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const other = (await login(person.email)).json().token as string;
    const sessionOf = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/admin/session", headers: bearer(token) });
    expect((await sessionOf(other)).statusCode).toBe(200);
    const { secret } = (
      await t.app.inject({
        method: "POST",
        url: "/api/auth/admin/2fa/setup",
        payload: { password: STAFF_PASSWORD },
        headers: bearer(person.token),
      })
    ).json();
    const enable = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/enable",
      payload: { code: code(secret) },
      headers: bearer(person.token),
    });
    expect(enable.statusCode).toBe(200);
    expect((await sessionOf(other)).statusCode).toBe(401);
    expect((await sessionOf(person.token)).statusCode).toBe(200);
  });

  it("turns two-factor sign-in off with the password, not without it", async () => {
    const { person } = await enrolled();
    const off = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/admin/2fa/disable",
        payload: { password },
        headers: bearer(person.token),
      });
    expect((await off("not-my-password")).statusCode).toBe(400);
    expect((await off(STAFF_PASSWORD)).statusCode).toBe(204);
    const plain = await login(person.email, "192.0.2.90");
    expect(plain.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe.each(availableDialects())("REQUIRE_2FA=on on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { REQUIRE_2FA: "on" } });
  });
  afterAll(() => t.close());

  it("lets a person who has not enrolled only set it up; then everything their role allows", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email: person.email, password: STAFF_PASSWORD },
    });
    expect(signedIn.json()).toMatchObject({ twoFactorSetupRequired: true });
    const headers = bearer(signedIn.json().token);
    const inquiries = await t.app.inject({ method: "GET", url: "/api/inquiries", headers });
    expect(inquiries.statusCode).toBe(403);
    expect(inquiries.json().error.code).toBe("two_factor_setup_required");
    const session = await t.app.inject({ method: "GET", url: "/api/auth/admin/session", headers });
    expect(session.json()).toMatchObject({ twoFactorSetupRequired: true });

    // The person chose their password with a mailed link, which opens enrolment (decision 048).
    await t.db
      .updateTable("staff_users")
      .set({ two_factor_enrol_until: new Date(Date.now() + 3_600_000).toISOString() })
      .where("id", "=", person.id)
      .execute();
    const { secret } = (
      await t.app.inject({
        method: "POST",
        url: "/api/auth/admin/2fa/setup",
        payload: { password: STAFF_PASSWORD },
        headers,
      })
    ).json();
    const enable = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/enable",
      payload: { code: code(secret) },
      headers,
    });
    expect(enable.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/inquiries", headers })).statusCode).toBe(200);
    const disable = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/disable",
      payload: { password: STAFF_PASSWORD },
      headers,
    });
    expect(disable.statusCode).toBe(409);
  });

  const signIn = async (email: string, password = STAFF_PASSWORD) =>
    bearer(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/admin/login",
          payload: { email, password },
          remoteAddress: "192.0.2.90",
        })
      ).json().token,
    );
  const setUp = (headers: Record<string, string>, password = STAFF_PASSWORD) =>
    t.app.inject({ method: "POST", url: "/api/auth/admin/2fa/setup", payload: { password }, headers });

  it("refuses enrolment to the password alone: a phished password cannot enrol the thief's app (T-05)", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const refused = await setUp(await signIn(person.email));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("two_factor_link_required");
    expect(refused.json().error.message).toContain("set-password link");
  });

  it("opens enrolment for a day to whoever used a mailed set-password link, and closes it once enrolled (T-05)", async () => {
    const person = await addPerson(t.db, ["hr"]);
    const { token } = await issueLink(t.db, person.id, "reset");
    const chosen = "bobbin-7-creel-amber";
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/invitations/accept",
      payload: { token, password: chosen },
    });
    expect(accepted.statusCode).toBe(200);
    const headers = await signIn(person.email, chosen);
    const setup = await setUp(headers, chosen);
    expect(setup.statusCode).toBe(200);
    const enable = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/enable",
      payload: { code: code(setup.json().secret) },
      headers,
    });
    expect(enable.statusCode).toBe(200);
    const row = await t.db
      .selectFrom("staff_users")
      .select("two_factor_enrol_until")
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_enrol_until).toBeNull();
  });

  it("lets the first account, whose password the operator chose, enrol (T-05)", async () => {
    expect(await createAccount(t.db, { email: "first.admin@example.com", password: STAFF_PASSWORD })).toBe(true);
    expect((await setUp(await signIn("first.admin@example.com"))).statusCode).toBe(200);
  });
});
