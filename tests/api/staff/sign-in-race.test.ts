// Security review S-04: the sign-in throttle reserves each attempt before the password is checked,
// so a burst of parallel guesses gets the five free tries and no more; and a process checks a
// bounded number of passwords at once, refusing a larger burst with 429 rather than queueing it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, STAFF_PASSWORD } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const login = (t: TestApp, email: string, password: string, address: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/admin/login", payload: { email, password }, remoteAddress: address });

// Each password check is a full scrypt hash at N=2^15, r=8, p=3 (decision 040), seconds each on a
// busy machine with two at a time: a burst of thirty gets time.
describe.each(availableDialects())("parallel sign-ins on %s", { timeout: 120_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("give a burst of wrong passwords at one account its five tries, however they arrive", async () => {
    const email = "burst.target@example.com";
    await createStaff(t.db, email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t, email, `wrong-${i}`, `203.0.113.${10 + i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    // The right password waits too: the account is locked.
    expect((await login(t, email, STAFF_PASSWORD, "203.0.113.99")).statusCode).toBe(429);
  });

  it("counts a burst from one address against its limit of twenty, over many accounts", async () => {
    const first = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(t, `nobody${i}@example.com`, "guess", "203.0.113.150")),
    );
    const second = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(t, `someone${i}@example.com`, "guess", "203.0.113.150")),
    );
    const statuses = [...first, ...second].map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("refuses at once what is past the password checks' queue, with 429 and the error envelope", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t, `queue${i}@example.com`, "guess", `198.51.100.${100 + i}`)),
    );
    const busy = answers.filter((answer) => answer.statusCode === 429);
    // Two checks run and sixteen wait; the other twelve are turned away.
    expect(busy).toHaveLength(12);
    expect(busy[0]!.headers["retry-after"]).toBe("1");
    expect(busy[0]!.json()).toEqual({
      error: { code: "too_many_requests", message: "Too many sign-ins at once. Please try again in a moment." },
    });
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(18);
  });
});
