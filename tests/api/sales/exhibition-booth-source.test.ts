/**
 * An exhibition's booth link (issue 24): a lead that arrives through the link an exhibition's editor
 * gives out is stored with that exhibition as its source, and the response-time report counts it
 * under the source "exhibition".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { ResponseTimeRow } from "#contracts/sales-reports";
import { newItems } from "#tests/fixtures/content";
import { homeCatalogueRequest, inquiry, leadTestApp } from "#tests/fixtures/lead-forms";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import type { TestApp } from "#tests/setup/test-app";
import { boothLink } from "~/features/admin/content/booth-link";

const SITE = "https://www.example.com";

describe.each(availableDialects())("leads through an exhibition's booth link on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let slug: string;

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload, headers: { "user-agent": "LeadTest/1.0" } });
  const sourceOf = async (table: "inquiries" | "catalogue_requests", email: string): Promise<unknown> => {
    const row = await t.db.selectFrom(table).select("source").where("email", "=", email).executeTakeFirstOrThrow();
    return row.source === null ? null : JSON.parse(row.source);
  };

  beforeAll(async () => {
    t = await leadTestApp(dialect, { salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    const created = await t.app.inject({
      method: "POST",
      url: contentPaths.collection("exhibitions"),
      payload: newItems.exhibitions,
      headers: bearer(admin.token),
    });
    expect(created.statusCode).toBe(201);
    slug = (created.json() as { slug: string }).slug;
  });
  afterAll(async () => t?.close());

  it("stores the exhibition as the source of a lead sent from the booth link's page", async () => {
    const link = boothLink(SITE, slug);
    const landing = link.slice(SITE.length);
    const booth = { utmSource: "exhibition", utmMedium: "booth", utmCampaign: slug, landingPage: landing };

    expect(
      (await post("/send-email", homeCatalogueRequest({ email: "stand@zavod.ae", currentURL: link }))).statusCode,
    ).toBe(201);
    expect(await sourceOf("catalogue_requests", "stand@zavod.ae")).toEqual({ firstTouch: null, lastTouch: booth });

    // Later on the Contact Us page, the page sends the touch it kept from the booth link.
    const later = inquiry({ email: "visitor@zavod.ae", source: { firstTouch: booth, lastTouch: booth } });
    expect((await post("/api/inquiries", later)).statusCode).toBe(201);
    expect(await sourceOf("inquiries", "visitor@zavod.ae")).toEqual({ firstTouch: booth, lastTouch: booth });

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await t.app.inject({
      method: "GET",
      url: `/api/admin/reports/response-times?from=${day(-1)}&to=${day(1)}&by=source`,
      headers: bearer(admin.token),
    });
    expect(report.statusCode).toBe(200);
    const rows = (report.json() as { rows: ResponseTimeRow[] }).rows;
    expect(rows.find((row) => row.key === "exhibition")).toMatchObject({ leads: 2, replied: 0 });
  });
});
