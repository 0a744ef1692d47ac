/**
 * Where a lead came from: the visit's touches the forms send are stored with the lead; without
 * them, the utm_* parameters of the form's page are the last touch; bad ones are a 400, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { homeCatalogueRequest, inquiry, urlencoded, leadTestApp } from "#tests/fixtures/lead-forms";
import type { TestApp } from "#tests/setup/test-app";

const EXHIBITION = {
  utmSource: "exhibition",
  utmMedium: "booth",
  utmCampaign: "plastindia-2026",
  landingPage: "/?utm_source=exhibition",
};
const SEARCH = { referrer: "https://www.google.com/", landingPage: "/TapeExtrusion" };

describe.each(availableDialects())("the source of a lead on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { "user-agent": "LeadTest/1.0", ...headers } });

  async function storedSource(table: "inquiries" | "catalogue_requests", email: string): Promise<unknown> {
    const row = await t.db.selectFrom(table).select("source").where("email", "=", email).executeTakeFirstOrThrow();
    return row.source === null ? null : JSON.parse(row.source);
  }

  it("stores the first and last touch the form sends", async () => {
    const response = await post(
      "/api/inquiries",
      inquiry({ email: "first.last@example.com", source: { firstTouch: SEARCH, lastTouch: EXHIBITION } }),
    );
    expect(response.statusCode).toBe(201);
    expect(await storedSource("inquiries", "first.last@example.com")).toEqual({
      firstTouch: SEARCH,
      lastTouch: EXHIBITION,
    });
  });

  it("takes utm_* on the form's page as the last touch when no source is sent", async () => {
    const page = "https://www.example.com/ContactUs?utm_source=newsletter&utm_medium=email&utm_campaign=november";
    expect((await post("/api/inquiries", inquiry({ email: "page@example.com", url: page }))).statusCode).toBe(201);
    expect(await storedSource("inquiries", "page@example.com")).toEqual({
      firstTouch: null,
      lastTouch: {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "november",
        landingPage: "/ContactUs?utm_source=newsletter&utm_medium=email&utm_campaign=november",
      },
    });
    const home = homeCatalogueRequest({
      email: "home@example.com",
      currentURL: "https://www.example.com/?utm_source=exhibition&utm_medium=booth",
    });
    expect((await post("/send-email", home)).statusCode).toBe(201);
    expect(await storedSource("catalogue_requests", "home@example.com")).toMatchObject({
      lastTouch: { utmSource: "exhibition", utmMedium: "booth" },
    });
  });

  it("works without JavaScript: a plain form post from a tagged page", async () => {
    const body = urlencoded(
      inquiry({ email: "plain@example.com", url: "https://www.example.com/ContactUs?utm_source=qr" }),
    );
    const response = await post("/api/inquiries", body, { "content-type": "application/x-www-form-urlencoded" });
    expect(response.statusCode).toBeLessThan(400);
    expect(await storedSource("inquiries", "plain@example.com")).toMatchObject({ lastTouch: { utmSource: "qr" } });
  });

  it("stores nothing when the visit says nothing, and ignores another site's tags", async () => {
    await post("/api/inquiries", inquiry({ email: "untagged@example.com" }));
    await post(
      "/api/inquiries",
      inquiry({ email: "elsewhere@example.com", url: "https://evil.example/?utm_source=x" }),
    );
    await post("/api/inquiries", inquiry({ email: "empty@example.com", source: { firstTouch: {}, lastTouch: null } }));
    expect(await storedSource("inquiries", "untagged@example.com")).toBeNull();
    expect(await storedSource("inquiries", "elsewhere@example.com")).toBeNull();
    expect(await storedSource("inquiries", "empty@example.com")).toBeNull();
  });

  it("refuses a source that is too long or not an object with 400", async () => {
    for (const source of [
      { lastTouch: { utmSource: "x".repeat(101) } },
      { lastTouch: { landingPage: "/".repeat(501) } },
      { firstTouch: "google" },
      "exhibition",
      [1, 2],
    ]) {
      const response = await post("/api/inquiries", inquiry({ source }));
      expect(response.statusCode, JSON.stringify(source)).toBe(400);
    }
  });
});
