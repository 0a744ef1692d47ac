/**
 * Guessing second-factor codes with a known password (security review 2, T-01): a right password
 * forgives nothing on an account with two-factor sign-in, wrong codes have a count of their own that
 * only a right code clears, each lock after the fifth is longer, the tenth within a day holds the
 * account for every browser but the holder's, and the holder is mailed when their codes lock it.
 * Time is moved by putting the locks into the past, as an attacker waiting them out would see.
 */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgiveAttempt, reserveAttempt } from "#server/modules/staff/login-throttle";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { STAFF_PASSWORD, addPerson, bearer, cookiesOf } from "#tests/fixtures/staff";

const code = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
const WRONG = "000000";

describe.each(availableDialects())("guessing second-factor codes on %s", { timeout: 60_000 }, (dialect) => {
  let t: TestApp;
  let addressSequence = 0;
  /** A new address for each round, as an attacker with many addresses would use (the address limit is not the point). */
  const nextAddress = () => `198.18.${Math.floor(addressSequence / 250)}.${(addressSequence++ % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  const login = (email: string, address: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email, password: STAFF_PASSWORD },
      remoteAddress: address,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const second = (challenge: string, value: string, address: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login/2fa",
      payload: { challenge, code: value },
      remoteAddress: address,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  async function enrolled() {
    const person = await addPerson(t.db, ["sales"]);
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
      payload: { code: code(secret, Date.now() - 30_000) },
      headers: bearer(person.token),
    });
    expect(enable.statusCode).toBe(200);
    return { person, secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
  }

  /** Waits out every timed lock of the account (a hold has no end to wait for). */
  async function waitOutLocks(email: string) {
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db
      .updateTable("login_throttle")
      .set({ locked_until: past })
      .where("key", "in", [`account:${email}`, `second-factor:${email}`])
      .where("locked_until", "<", new Date(Date.now() + 3600_000).toISOString())
      .execute();
  }

  const noticeSubjects = async (userId: number) =>
    (
      await t.db
        .selectFrom("outbox")
        .select("subject")
        .where("source_table", "=", "staff_users")
        .where("source_id", "=", userId)
        .where("kind", "=", "staff-account-change")
        .orderBy("id")
        .execute()
    ).map(({ subject }) => subject.replace(/:.*/, ""));

  it("a right password does not buy new guesses: each round of wrong codes is locked for longer", async () => {
    const { person } = await enrolled();
    const waits: number[] = [];
    for (let round = 1; round <= 4; round++) {
      const address = nextAddress();
      const started = await login(person.email, address);
      expect(started.statusCode, `round ${round}: the password step`).toBe(200);
      const { challenge } = started.json();
      let refused: Awaited<ReturnType<typeof second>> | undefined;
      let wrong = 0;
      for (let guess = 0; guess < 5 && !refused; guess++) {
        const answer = await second(challenge, WRONG, address);
        if (answer.statusCode === 429) refused = answer;
        else {
          expect(answer.statusCode).toBe(401);
          wrong += 1;
        }
      }
      // The first round has the five free tries; every later one, a single guess before the lock.
      expect(wrong, `round ${round}: wrong codes let through`).toBe(round === 1 ? 5 : 1);
      const locked = refused ?? (await login(person.email, address));
      expect(locked.statusCode).toBe(429);
      waits.push(Number(locked.headers["retry-after"]));
      await waitOutLocks(person.email);
    }
    // 30 s, then 60, 120, 240.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(new Set(waits).size).toBe(4);
    expect(waits[0]).toBeGreaterThanOrEqual(29);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[3]).toBeGreaterThanOrEqual(239);
  });

  it("ten wrong codes in a day hold the account, but not for the holder's own browser, whose code releases it", async () => {
    const { person, secret, recoveryCodes } = await enrolled();
    // The holder signs in once from their own browser, which is then trusted.
    const home = "192.0.2.200";
    const own = await second((await login(person.email, home)).json().challenge, code(secret), home);
    expect(own.statusCode).toBe(200);
    const deviceCookie = Object.entries(cookiesOf(own))
      .filter(([name]) => name.endsWith("staff_device"))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    expect(deviceCookie).not.toBe("");

    let wrong = 0;
    while (wrong < 10) {
      const address = nextAddress();
      const started = await login(person.email, address);
      expect(started.statusCode, `after ${wrong} wrong codes`).toBe(200);
      const { challenge } = started.json();
      for (let guess = 0; guess < 5; guess++) {
        const answer = await second(challenge, WRONG, address);
        if (answer.statusCode !== 401) break;
        wrong += 1;
      }
      await waitOutLocks(person.email);
    }
    expect(wrong).toBe(10);
    // Held: no waiting it out, from any other browser.
    const held = await login(person.email, nextAddress());
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeLessThanOrEqual(3600);
    const row = await t.db
      .selectFrom("login_throttle")
      .select("locked_until")
      .where("key", "=", `second-factor:${person.email}`)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.locked_until!)).toBeGreaterThan(Date.now() + 365 * 24 * 3600_000);
    // The holder was told twice: at the first lock, and at the hold.
    expect(await noticeSubjects(person.id)).toEqual([
      "Two-factor sign-in is on",
      "Wrong sign-in codes were entered",
      "Sign-in to your account is held",
    ]);

    // The holder's browser is not held, and a right code (here a recovery code) releases the account.
    const mine = await login(person.email, home, deviceCookie);
    expect(mine.statusCode).toBe(200);
    const released = await second(mine.json().challenge, recoveryCodes[0]!, home, deviceCookie);
    expect(released.statusCode).toBe(200);
    const elsewhere = await login(person.email, nextAddress());
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().twoFactorRequired).toBe(true);
  });

  it("the holder's own browser cannot be locked out by wrong codes, but its wrong codes count", async () => {
    const { person, secret } = await enrolled();
    const home = "192.0.2.201";
    const own = await second((await login(person.email, home)).json().challenge, code(secret), home);
    const deviceCookie = Object.entries(cookiesOf(own))
      .filter(([name]) => name.endsWith("staff_device"))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    const challenge = (await login(person.email, home, deviceCookie)).json().challenge;
    for (let guess = 0; guess < 5; guess++) {
      expect((await second(challenge, WRONG, home, deviceCookie)).statusCode).toBe(401);
    }
    // Others are locked out by those five; the holder's browser is not.
    expect((await login(person.email, nextAddress())).statusCode).toBe(429);
    expect((await login(person.email, home, deviceCookie)).statusCode).toBe(200);
  });

  it("takes an attempt off an address's count only in the window that counted it", async () => {
    const address = "198.19.0.1";
    const attempt = { address, account: "nobody@example.com", trustedDevice: true };
    const reservation = await reserveAttempt(t.db, attempt);
    expect(reservation.allowed).toBe(true);
    if (!reservation.allowed) return;
    // Fifteen minutes later, a new window holds three failures of others.
    await t.db
      .updateTable("login_throttle")
      .set({ failures: 3, window_started_at: new Date(Date.now() + 1000).toISOString() })
      .where("key", "=", `address:${address}`)
      .execute();
    await forgiveAttempt(t.db, { ...attempt, addressWindow: reservation.addressWindow });
    const row = await t.db
      .selectFrom("login_throttle")
      .select("failures")
      .where("key", "=", `address:${address}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(3);
  });

  it("forgives the password of a two-factor sign-in with its code, not before", async () => {
    const { person, secret } = await enrolled();
    const address = "198.19.0.2";
    const addressCount = async () =>
      (
        await t.db
          .selectFrom("login_throttle")
          .select("failures")
          .where("key", "=", `address:${address}`)
          .executeTakeFirst()
      )?.failures;
    const started = await login(person.email, address);
    // The password counts until its code is right.
    expect(await addressCount()).toBe(1);
    expect((await second(started.json().challenge, code(secret), address)).statusCode).toBe(200);
    expect(await addressCount()).toBe(0);
  });
});
