/**
 * What the sales desk's job writes on a buyer's timeline besides the request (issue 24): where the
 * visit came from, on the request's entry, and the automatic catalogue mail as a `mail` event that
 * is no reply.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeCatalogueRequest, inquiry, leadTestApp } from "#tests/fixtures/lead-forms";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import type { TestApp } from "#tests/setup/test-app";

const BOOTH = { utmSource: "exhibition", utmMedium: "booth", utmCampaign: "plastindia-2026", landingPage: "/" };
const SEARCH = { referrer: "https://www.google.com/", landingPage: "/TapeExtrusion" };

interface Event {
  type: string;
  summary: string;
  by: unknown;
  leadId: number | null;
  details: Record<string, unknown> | null;
}

describe.each(availableDialects())("the request's source and the catalogue mail on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload, headers: { "user-agent": "LeadTest/1.0" } });
  const timelineOf = async (table: "inquiries" | "catalogue_requests", email: string) => {
    await t.app.salesDesk.linkNow();
    const lead = await t.db
      .selectFrom(table)
      .select(["id", "buyer_id", "first_reply_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({
      method: "GET",
      url: `/api/admin/buyers/${lead.buyer_id}`,
      headers: bearer(admin.token),
    });
    return { lead, events: page.json().events as Event[] };
  };

  beforeAll(async () => {
    t = await leadTestApp(dialect, { salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(async () => t?.close());

  it("puts the visit's first and last touch on the inquiry's entry", async () => {
    const sent = inquiry({ email: "touch@zavod.ru", source: { firstTouch: SEARCH, lastTouch: BOOTH } });
    expect((await post("/api/inquiries", sent)).statusCode).toBe(201);
    const { lead, events } = await timelineOf("inquiries", "touch@zavod.ru");
    const entry = events.find((event) => event.type === "inquiry");
    expect(entry).toMatchObject({ leadId: lead.id, details: { source: { firstTouch: SEARCH, lastTouch: BOOTH } } });
  });

  it("writes the catalogue delivery as automatic mail, which is not the first reply", async () => {
    const sent = homeCatalogueRequest({ email: "looms@zavod.ng", source: { lastTouch: BOOTH } });
    expect((await post("/send-email", sent)).statusCode).toBe(201);
    const { lead, events } = await timelineOf("catalogue_requests", "looms@zavod.ng");
    const mail = events.filter((event) => event.type === "mail");
    expect(mail).toEqual([
      expect.objectContaining({
        by: null,
        leadId: lead.id,
        summary: expect.stringMatching(/^Catalogue mailed automatically: /),
      }),
    ]);
    expect(events.find((event) => event.type === "catalogue-request")?.details).toEqual({
      source: { firstTouch: null, lastTouch: BOOTH },
    });
    expect(lead.first_reply_at).toBeNull();
    // Linked once: a later run of the job writes it no second time.
    expect(
      (await timelineOf("catalogue_requests", "looms@zavod.ng")).events.filter((e) => e.type === "mail"),
    ).toHaveLength(1);
  });
});
