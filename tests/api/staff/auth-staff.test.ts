import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "#server/modules/staff/tokens";
import { availableDialects } from "#tests/setup/databases";
import { STAFF_EMAIL, STAFF_PASSWORD, bearer, cookiesOf, createStaff, signIn } from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const login = (t: TestApp, payload: unknown, address = "198.51.100.1", headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/admin/login",
    payload: payload as object,
    remoteAddress: address,
    headers,
  });

describe.each(availableDialects())("staff sign-in on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
  });
  afterAll(() => t.close());

  it("answers a token and the user, and sets an HttpOnly SameSite=Strict session cookie and a readable XSRF cookie", async () => {
    const response = await login(t, { email: "Sales.Head@Example.com ", password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: STAFF_EMAIL,
      name: "Admin User",
      role: "Administrator",
      roles: ["administrator"],
    });

    const session = response.cookies.find((c) => c.name === "staff_session");
    expect(session).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Strict", path: "/" });
    expect(session?.secure).toBeFalsy();
    const xsrf = response.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(response.headers["cache-control"]).toContain("no-store");
  });

  it("stores only a hash of the session token", async () => {
    const { token } = await signIn(t.app);
    const rows = await t.db.selectFrom("staff_sessions").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(tokenHash(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("names the cookies __Host- (Secure, Path=/, no Domain) when the site is served over https, and reads only those", async () => {
    const secure = await buildTestApp({ dialect, env: { PUBLIC_URL: "https://www.example.test" } });
    try {
      await createStaff(secure.db);
      const response = await login(secure, { email: STAFF_EMAIL, password: STAFF_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((c) => c.name).sort()).toEqual([
        "__Host-XSRF-TOKEN",
        "__Host-staff_session",
        "__Secure-staff_device",
      ]);
      for (const cookie of response.cookies) {
        expect(cookie.secure, cookie.name).toBe(true);
        expect(cookie.domain, cookie.name).toBeUndefined();
        if (cookie.name.startsWith("__Host-")) expect(cookie.path).toBe("/");
      }
      const { token } = response.json();
      const xsrf = response.cookies.find((c) => c.name === "__Host-XSRF-TOKEN")!.value;
      const me = (cookie: string) =>
        secure.app.inject({ method: "GET", url: "/api/auth/admin/session", headers: { cookie } });
      expect((await me(`__Host-staff_session=${token}`)).statusCode).toBe(200);
      // A cookie without the prefix could have been set by another host of the domain: ignored.
      expect((await me(`staff_session=${token}`)).statusCode).toBe(401);
      const out = await secure.app.inject({
        method: "POST",
        url: "/api/auth/admin/logout",
        headers: { cookie: `__Host-staff_session=${token}; __Host-XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf },
      });
      expect(out.statusCode).toBe(204);
      expect(cookiesOf(out)["__Host-staff_session"]).toBe("");
    } finally {
      await secure.close();
    }
  });

  it("answers a wrong password and an unknown e-mail alike: 401 'Invalid email or password'", async () => {
    const wrong = await login(t, { email: STAFF_EMAIL, password: "not-the-password" }, "198.51.100.2");
    const unknown = await login(t, { email: "nobody@example.com", password: "not-the-password" }, "198.51.100.2");
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it(
    "spends about as long on an unknown e-mail as on a wrong password (a dummy hash is checked)",
    { timeout: 60_000 },
    async () => {
      const median = async (email: string, offset: number) => {
        const times: number[] = [];
        for (let i = 0; i < 4; i++) {
          const start = performance.now();
          const response = await login(t, { email, password: `wrong-${i}` }, `198.51.100.${50 + offset + i}`);
          times.push(performance.now() - start);
          expect(response.statusCode).toBe(401);
        }
        times.sort((a, b) => a - b);
        return (times[1]! + times[2]!) / 2;
      };
      await createStaff(t.db, "timing.real@example.com");
      const existing = await median("timing.real@example.com", 0);
      const unknown = await median("timing.nobody@example.com", 10);
      // Without the dummy hash an unknown e-mail answers in about a millisecond, far under half.
      expect(unknown).toBeGreaterThan(existing * 0.4);
      expect(existing).toBeGreaterThan(unknown * 0.4);
    },
  );

  it.each([
    ["no body", undefined],
    ["an empty object", {}],
    ["a missing password", { email: STAFF_EMAIL }],
    ["a number for the e-mail", { email: 42, password: "x" }],
    ["an array", [STAFF_EMAIL, STAFF_PASSWORD]],
  ])("refuses %s with a 400 naming the fields", async (_name, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toMatch(/invalid_input|invalid_json/);
  });

  it("refuses what is not an e-mail address with a 400 naming the field, and writes nothing of it down (review 2, T-07)", async () => {
    for (const email of ["loom-6-shuttle-2026", "call support on 1800 000 000", "a b@example.com"]) {
      const response = await login(t, { email, password: "anything" }, "198.51.100.9");
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "invalid_input",
        fields: { email: "Enter an e-mail address" },
      });
    }
    const trail = await t.db.selectFrom("audit_log").select("actor_email").execute();
    expect(JSON.stringify(trail)).not.toContain("loom-6-shuttle");
    // The first account's default address has no dot in its host and still signs in as usual.
    expect((await login(t, { email: "admin@localhost", password: "not-it" }, "198.51.100.9")).statusCode).toBe(401);
  });

  it("refuses malformed JSON and form posts without a 5xx", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: '{"email":',
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: `email=${STAFF_EMAIL}&password=${STAFF_PASSWORD}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(415);
  });

  it("tells who is signed in, and signs out: the token stops working and the cookies are cleared", async () => {
    const { token } = await signIn(t.app);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/admin/session", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(STAFF_EMAIL);

    const out = await t.app.inject({ method: "POST", url: "/api/auth/admin/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const cleared = cookiesOf(out);
    expect(cleared.staff_session).toBe("");
    expect(cleared["XSRF-TOKEN"]).toBe("");
    const after = await t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});

// Each try costs a full scrypt hash (about 0.2 s, seconds on a busy machine): these tests get time.
describe.each(availableDialects())("sign-in throttling on %s", { timeout: 90_000 }, (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("slows guessing at an account with 429 and Retry-After, while its owner's browser still signs in", async () => {
    const email = "hr.manager@example.com";
    await createStaff(t.db, email);
    // The owner signed in from this browser before, so it holds the account's device cookie.
    const owner = await signIn(t.app, { email, address: "192.0.2.200" });
    expect(owner.cookies.staff_device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email, password: `guess-${i}` }, "192.0.2.66")).statusCode).toBe(401);
    }
    const locked = await login(t, { email, password: "guess-5" }, "192.0.2.66");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe("too_many_requests");
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);

    // Even the right password waits, from the guesser's address or from a browser never seen before.
    expect((await login(t, { email, password: STAFF_PASSWORD }, "192.0.2.66")).statusCode).toBe(429);
    expect((await login(t, { email, password: STAFF_PASSWORD }, "192.0.2.201")).statusCode).toBe(429);

    // The owner's browser is not held, from another address.
    const again = await login(t, { email, password: STAFF_PASSWORD }, "192.0.2.202", {
      cookie: `staff_device=${owner.cookies.staff_device}`,
    });
    expect(again.statusCode).toBe(200);
    // ... and the owner signing in does not hand the guesser a fresh set of tries.
    expect((await login(t, { email, password: "guess-6" }, "192.0.2.66")).statusCode).toBe(429);
  });

  it("does not exempt a device cookie of another account", async () => {
    await createStaff(t.db, "accounts@example.com");
    await createStaff(t.db, "dispatch@example.com");
    const other = await signIn(t.app, { email: "accounts@example.com", address: "192.0.2.150" });
    for (let i = 0; i < 5; i++) await login(t, { email: "dispatch@example.com", password: `guess-${i}` }, "192.0.2.67");
    const response = await login(t, { email: "dispatch@example.com", password: STAFF_PASSWORD }, "192.0.2.151", {
      cookie: `staff_device=${other.cookies.staff_device}`,
    });
    expect(response.statusCode).toBe(429);
  });

  it("throttles an address that fails on many accounts, and only that address", { timeout: 90_000 }, async () => {
    await createStaff(t.db, "service@example.com");
    for (let i = 0; i < 20; i++) {
      expect((await login(t, { email: `user${i}@example.com`, password: "guess" }, "192.0.2.99")).statusCode).toBe(401);
    }
    const blocked = await login(t, { email: "service@example.com", password: STAFF_PASSWORD }, "192.0.2.99");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await login(t, { email: "service@example.com", password: STAFF_PASSWORD }, "192.0.2.100");
    expect(elsewhere.statusCode).toBe(200);
  });

  it("never counts a successful sign-in", async () => {
    await createStaff(t.db, "frequent@example.com");
    for (let i = 0; i < 7; i++) {
      expect(
        (await login(t, { email: "frequent@example.com", password: STAFF_PASSWORD }, "192.0.2.120")).statusCode,
      ).toBe(200);
    }
  });
});
