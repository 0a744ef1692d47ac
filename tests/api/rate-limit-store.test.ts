// The lead forms' limit counts wherever the app is told to (decision 025): a store handed to
// buildApp receives every form's count, keyed by the client's address, and its answer decides.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { homeCatalogueRequest, inquiry, LEAD_ENV } from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

/** A store that says every address is over its limit, with 90 s to wait, and notes the keys it was asked about. */
class ExhaustedStore {
  static keys: string[] = [];
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    _window: number,
    max: number,
  ) {
    ExhaustedStore.keys.push(key);
    callback(null, { current: max + 1, ttl: 90_000 });
  }
  child() {
    return this;
  }
}

describe.each(availableDialects())("the form limit's store on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: LEAD_ENV, rateLimitStore: ExhaustedStore });
  });
  afterAll(async () => t?.close());

  it("asks the given store about each form post, by address, and answers 429 as it says", async () => {
    ExhaustedStore.keys = [];
    const answers = await Promise.all([
      t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry(), remoteAddress: "198.51.100.7" }),
      t.app.inject({
        method: "POST",
        url: "/send-email",
        payload: homeCatalogueRequest(),
        remoteAddress: "198.51.100.8",
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(answers[0]!.headers["retry-after"]).toBe("90");
    expect(answers[0]!.json().error).toEqual({
      code: "too_many_requests",
      message: "Too many forms were sent from your address. Please try again in 2 minutes.",
    });
    expect(ExhaustedStore.keys.sort()).toEqual(["198.51.100.7", "198.51.100.8"]);
    // The library's own X-RateLimit-* headers are not sent.
    expect(Object.keys(answers[0]!.headers).filter((name) => name.startsWith("x-ratelimit"))).toEqual([]);
  });

  it("leaves the other routes alone", async () => {
    ExhaustedStore.keys = [];
    expect((await t.app.inject({ method: "GET", url: "/api/form-token" })).statusCode).toBe(200);
    expect(ExhaustedStore.keys).toEqual([]);
  });
});
