// No request to a lead endpoint, however malformed, gets a 5xx (docs/product-brief.md, HTTP contract).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { samplePdf } from "#tests/fixtures/documents";
import {
  BROWSER_ACCEPT,
  homeCatalogueRequest,
  inquiry,
  jobApplication,
  multipart,
  LEAD_ENV,
} from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

type Case = [description: string, payload: string | Buffer, contentType: string | undefined];

const json = "application/json";
const form = "application/x-www-form-urlencoded";

const fieldCases: Case[] = [
  ["JSON null", "null", json],
  ["a JSON number", "42", json],
  ["a JSON string", '"hello"', json],
  ["an empty JSON body", "", json],
  ["JSON with a __proto__ key", '{"__proto__": {"isAdmin": true}, "name": "x"}', json],
  ["JSON with a constructor.prototype key", '{"constructor": {"prototype": {"x": 1}}}', json],
  ["fields as arrays and objects", JSON.stringify({ ...inquiry(), name: ["a"], email: { a: 1 }, city: null }), json],
  ["deeply nested JSON", `${"[".repeat(5000)}${"]".repeat(5000)}`, json],
  ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), json],
  ["a form with broken percent-escapes", "name=%E0%A4%A&email=%%%", form],
  ["a form with a thousand fields", Array.from({ length: 1000 }, (_, i) => `f${i}=${i}`).join("&"), form],
  ["multipart without a boundary", "name=x", "multipart/form-data"],
  [
    "multipart with a file",
    multipart({ name: "x" }, [{ name: "a.pdf", bytes: samplePdf() }]).payload,
    "multipart/form-data; boundary=x",
  ],
  ["an unknown content type", "<xml/>", "application/xml"],
  ["no content type", "name=x", undefined],
];

describe.each(availableDialects())("malformed requests on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { ...LEAD_ENV, RATE_LIMIT: "off" } });
  });
  afterAll(async () => t?.close());

  describe.each(["/send-email", "/api/inquiries", "/api/apply"])("%s", (url) => {
    it.each(fieldCases)("answers %s with a 4xx in the error shape", async (_description, payload, contentType) => {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload,
        headers: contentType ? { "content-type": contentType } : {},
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });

  it("answers a JS-off form's malformed body with a page, not a 5xx", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMeera',
      headers: { "content-type": "multipart/form-data; boundary=x", accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("The form data is malformed.");
  });

  it("still stores a valid lead after all that", async () => {
    const response = await t.app.inject({ method: "POST", url: "/send-email", payload: homeCatalogueRequest() });
    expect(response.statusCode).toBe(201);
    const body = multipart(jobApplication(), [{ name: "cv.pdf", bytes: samplePdf() }]);
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: body.headers,
    });
    expect(applied.statusCode).toBe(201);
  });
});

describe("a JS-off form over the limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      dialect: "sqlite",
      env: LEAD_ENV,
      leadCapture: { rateLimit: { max: 1, timeWindowMs: 120_000 } },
    });
  });
  afterAll(async () => t?.close());

  it("gets a page saying when to try again, with Retry-After", async () => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: new URLSearchParams(inquiry() as Record<string, string>).toString(),
        headers: { "content-type": form, accept: BROWSER_ACCEPT },
      });
    const windowOpened = Date.now();
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    // The window opened with the first form: Retry-After is what is left of its 120 s, so on a
    // loaded machine, where the two requests are seconds apart, it is less by those seconds.
    const elapsed = Math.ceil((Date.now() - windowOpened) / 1000);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(retryAfter).toBeGreaterThanOrEqual(120 - elapsed);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.body).toContain("Please try again in 2 minutes.");
  });
});
