/** The sales dashboard's figures: twelve weeks of leads by product line and country, response-time bands and unanswered leads per owner. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "#contracts/sales-reports";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { addPerson, bearer, insertCatalogueRequest, insertInquiry } from "#tests/fixtures/staff";

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
/** This week's leads, all at one instant so that none falls in the week before. */
const recent = ago(0.01);

describe.each(availableDialects())("the sales dashboard on %s", (dialect) => {
  let t: TestApp;
  let sales: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    sales = await addPerson(t.db, ["sales"]);
    const owner = await addPerson(t.db, ["sales"]);
    await t.db.updateTable("staff_users").set({ name: "Priya Shah" }).where("id", "=", owner.id).execute();
    // Answered at once, and a month late; two waiting for Priya (one marked overdue); one with nobody.
    await insertInquiry(t.db, { country: "India", created_at: ago(40), first_reply_at: ago(40) });
    await insertInquiry(t.db, { country: "India", created_at: ago(40), first_reply_at: ago(5) });
    await insertCatalogueRequest(t.db, {
      country: "Russia",
      product_category: "Circular Looms",
      owner_id: owner.id,
      created_at: recent,
    });
    await insertCatalogueRequest(t.db, {
      country: "Russia",
      product_category: "Circular Looms",
      owner_id: owner.id,
      created_at: recent,
      overdue_at: recent,
    });
    await insertInquiry(t.db, { country: "Vietnam", created_at: recent });
    // Six more countries this week: the seventh biggest and smaller are summed as "Other".
    for (const country of ["Nigeria", "Kenya", "Egypt", "Nepal", "Bangladesh", "Turkey"]) {
      await insertInquiry(t.db, { country, created_at: recent, first_reply_at: recent });
    }
    // Spam and leads older than twelve weeks are left out.
    await insertInquiry(t.db, { country: "India", is_spam: 1, created_at: ago(1) });
    await insertInquiry(t.db, { country: "India", created_at: ago(100) });
  });
  afterAll(() => t.close());

  it("counts the twelve weeks' leads by product line and country, the bands and what each owner has waiting", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports/dashboard",
      headers: bearer(sales.token),
    });
    expect(response.statusCode).toBe(200);
    const dashboard: Dashboard = response.json();
    expect(dashboard.weeks).toHaveLength(12);
    const weekOf = (iso: string) => dashboard.weeks.findLastIndex((monday) => monday <= iso.slice(0, 10));
    const series = (all: Dashboard["byCountry"], key: string) => all.find((s) => s.key === key)?.counts;
    const only = (week: number, n: number) => Array.from({ length: 12 }, (_, i) => (i === week ? n : 0));

    expect(series(dashboard.byProductLine, "Circular Looms")).toEqual(only(weekOf(recent), 2));
    expect(dashboard.byProductLine.find((s) => s.key.startsWith("Inquiries"))?.counts.reduce((a, b) => a + b)).toBe(9);
    expect(series(dashboard.byCountry, "India")).toEqual(only(weekOf(ago(40)), 2));
    expect(series(dashboard.byCountry, "Russia")).toEqual(only(weekOf(recent), 2));
    expect(dashboard.byCountry).toHaveLength(7);
    expect(dashboard.byCountry.at(-1)).toMatchObject({ key: "Other" });
    expect(dashboard.byCountry.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b), 0)).toBe(11);

    expect(dashboard.responseTimes).toEqual([
      { key: "Within 1 hour", leads: 7 },
      { key: "1 to 4 hours", leads: 0 },
      { key: "4 to 24 hours", leads: 0 },
      { key: "Over 24 hours", leads: 1 },
      { key: "Not answered yet", leads: 3 },
    ]);
    expect(dashboard.unansweredByOwner).toEqual([
      { key: "Priya Shah", unanswered: 2, overdue: 1 },
      { key: "Unassigned", unanswered: 1, overdue: 0 },
    ]);
  });

  it("is for sales and administrators only", async () => {
    for (const roles of [["hr"], ["marketing"]] as const) {
      const person = await addPerson(t.db, roles);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/admin/reports/dashboard",
        headers: bearer(person.token),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe.each(availableDialects())("the sales dashboard's leads by source on %s", (dialect) => {
  let t: TestApp;
  let sales: Awaited<ReturnType<typeof addPerson>>;
  const touch = (lastTouch: Record<string, string>) => JSON.stringify({ firstTouch: null, lastTouch });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    sales = await addPerson(t.db, ["sales"]);
    // Three from the booth's tagged link (its utm_source, any case), one found on Google, one typed in.
    for (const utmSource of ["plastindia", "PlastIndia"]) {
      await insertInquiry(t.db, { created_at: recent, source: touch({ utmSource, utmMedium: "qr" }) });
    }
    await insertCatalogueRequest(t.db, {
      created_at: ago(21),
      product_category: "Circular Looms",
      source: touch({ utmSource: "plastindia" }),
    });
    await insertInquiry(t.db, {
      created_at: recent,
      source: touch({ referrer: "https://www.google.com/search?q=loom" }),
    });
    await insertInquiry(t.db, { created_at: ago(21) });
    // Spam from the booth's link is left out.
    await insertInquiry(t.db, { created_at: recent, is_spam: 1, source: touch({ utmSource: "plastindia" }) });
  });
  afterAll(() => t.close());

  it("counts each week's leads by their last touch's utm_source, else the referring site, else direct", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports/dashboard",
      headers: bearer(sales.token),
    });
    expect(response.statusCode).toBe(200);
    const dashboard: Dashboard = response.json();
    const weekOf = (iso: string) => dashboard.weeks.findLastIndex((monday) => monday <= iso.slice(0, 10));
    const weekly = (counts: [string, number][]) =>
      Array.from({ length: 12 }, (_, i) =>
        counts.filter(([at]) => weekOf(at) === i).reduce((sum, [, n]) => sum + n, 0),
      );
    expect(dashboard.bySource).toEqual([
      {
        key: "plastindia",
        counts: weekly([
          [recent, 2],
          [ago(21), 1],
        ]),
      },
      { key: "direct", counts: weekly([[ago(21), 1]]) },
      { key: "www.google.com", counts: weekly([[recent, 1]]) },
    ]);
  });
});
