/**
 * The response-time report and the offices' hours it counts in: figures on known leads, grouped
 * each way, spam and other dates left out, a change of an office's hours changing the figures,
 * and bad input answered 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Office, ResponseTimeRow } from "#contracts/sales-reports";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { addPerson, bearer, insertCatalogueRequest, insertInquiry } from "#tests/fixtures/staff";

const RANGE = "from=2026-11-20&to=2026-11-30";

describe.each(availableDialects())("response times on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let sales: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = await addPerson(t.db, ["administrator"]);
    sales = await addPerson(t.db, ["sales"]);
    const india = await addPerson(t.db, ["sales"]);
    const russia = await addPerson(t.db, ["sales"]);
    await t.db
      .updateTable("staff_users")
      .set({ name: "Priya Shah", office: "ankleshwar" })
      .where("id", "=", india.id)
      .execute();
    await t.db
      .updateTable("staff_users")
      .set({ name: "Ivan Petrov", office: "moscow" })
      .where("id", "=", russia.id)
      .execute();
    const exhibition = JSON.stringify({
      firstTouch: { utmSource: "Exhibition", utmMedium: "booth", utmCampaign: "plastindia-2026" },
      lastTouch: { utmSource: "Exhibition", utmMedium: "booth", utmCampaign: "plastindia-2026" },
    });
    const search = JSON.stringify({
      firstTouch: null,
      lastTouch: { referrer: "https://www.google.com/search?q=loom" },
    });
    // Monday 10:00 in Ankleshwar, answered 30 minutes later.
    await insertInquiry(t.db, {
      owner_id: india.id,
      created_at: "2026-11-23T04:30:00.000Z",
      first_reply_at: "2026-11-23T05:00:00.000Z",
      source: exhibition,
    });
    // Monday 17:30 there, answered at 10:00 next day: 30 + 30 working minutes.
    await insertInquiry(t.db, {
      owner_id: india.id,
      created_at: "2026-11-23T12:00:00.000Z",
      first_reply_at: "2026-11-24T04:30:00.000Z",
    });
    // Friday 17:00 in Moscow, answered Monday 10:00: 60 + 60.
    await insertCatalogueRequest(t.db, {
      country: "Russia",
      owner_id: russia.id,
      created_at: "2026-11-27T14:00:00.000Z",
      first_reply_at: "2026-11-30T07:00:00.000Z",
      source: search,
    });
    await insertInquiry(t.db, { country: "Russia", owner_id: russia.id, created_at: "2026-11-28T09:00:00.000Z" });
    // No owner: the export desk's hours (Monday to Friday, 09:00-18:00 India), nine of them.
    await insertInquiry(t.db, {
      country: "Vietnam",
      created_at: "2026-11-24T03:30:00.000Z",
      first_reply_at: "2026-11-24T13:30:00.000Z",
    });
    // Neither spam nor leads outside the range count.
    await insertInquiry(t.db, { is_spam: 1, created_at: "2026-11-24T03:30:00.000Z" });
    await insertInquiry(t.db, { created_at: "2026-10-01T03:30:00.000Z", first_reply_at: "2026-10-01T03:31:00.000Z" });
    await insertInquiry(t.db, { created_at: "2026-12-01T03:30:00.000Z" });
  });
  afterAll(() => t.close());

  async function report(query: string, token = sales.token): Promise<ResponseTimeRow[]> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/reports/response-times?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().rows;
  }

  it("counts working minutes in the owner's office, median, 95th percentile and shares", async () => {
    expect(await report(`${RANGE}&by=office`)).toEqual([
      {
        key: "ankleshwar",
        leads: 2,
        replied: 2,
        medianMinutes: 30,
        p95Minutes: 60,
        within1h: 1,
        within4h: 1,
        within24h: 1,
      },
      {
        key: "moscow",
        leads: 2,
        replied: 1,
        medianMinutes: 120,
        p95Minutes: 120,
        within1h: 0,
        within4h: 0.5,
        within24h: 0.5,
      },
      {
        key: "export-desk",
        leads: 1,
        replied: 1,
        medianMinutes: 540,
        p95Minutes: 540,
        within1h: 0,
        within4h: 0,
        within24h: 1,
      },
    ]);
  });

  it("groups by country, owner and source", async () => {
    const keys = async (by: string) => (await report(`${RANGE}&by=${by}`)).map((row) => [row.key, row.leads]);
    expect(await keys("country")).toEqual([
      ["India", 2],
      ["Russia", 2],
      ["Vietnam", 1],
    ]);
    expect(await keys("owner")).toEqual([
      ["Ivan Petrov", 2],
      ["Priya Shah", 2],
      ["Unassigned", 1],
    ]);
    expect(await keys("source")).toEqual([
      ["direct", 3],
      ["exhibition", 1],
      ["www.google.com", 1],
    ]);
  });

  it("refuses bad filters with 400 naming them", async () => {
    for (const query of [
      "by=colour",
      "from=2026-13-01",
      "from=2026-11-30&to=2026-11-01",
      "from=yesterday",
      "by=a&by=b",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/reports/response-times?${query}`,
        headers: bearer(sales.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("invalid_input");
    }
  });

  it("lets administrators change an office's hours, and the report counts in the new ones", async () => {
    const offices: Office[] = (
      await t.app.inject({ method: "GET", url: "/api/admin/offices", headers: bearer(admin.token) })
    ).json().offices;
    expect(offices.map((office) => office.key).sort()).toEqual([
      "ahmedabad",
      "ankleshwar",
      "delhi",
      "export-desk",
      "ho-chi-minh-city",
      "indore",
      "kolkata",
      "moscow",
      "mumbai",
      "south-india",
    ]);
    expect(offices.find((office) => office.key === "moscow")).toMatchObject({
      timeZone: "Europe/Moscow",
      workDays: [1, 2, 3, 4, 5],
      holidays: expect.arrayContaining(["2027-01-01", "2026-11-04"]),
    });
    const changed = offices.map((office) => (office.key === "moscow" ? { ...office, dayStart: "10:00" } : office));
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/offices",
      headers: bearer(admin.token),
      payload: { offices: changed },
    });
    expect(put.statusCode).toBe(200);
    // Friday 17:00-18:00, and Monday's reply comes as the office opens at 10:00.
    const moscow = (await report(`${RANGE}&by=office`)).find((row) => row.key === "moscow");
    expect(moscow).toMatchObject({ medianMinutes: 60, within1h: 0.5 });
  });

  it("refuses office hours that could not be counted", async () => {
    const offices: Office[] = (
      await t.app.inject({ method: "GET", url: "/api/admin/offices", headers: bearer(admin.token) })
    ).json().offices;
    const withMoscow = (change: Partial<Office>) =>
      offices.map((office) => (office.key === "moscow" ? { ...office, ...change } : office));
    for (const bad of [
      withMoscow({ timeZone: "Mars/Olympus_Mons" }),
      withMoscow({ dayStart: "18:00", dayEnd: "09:00" }),
      withMoscow({ workDays: [1, 1, 8] }),
      withMoscow({ holidays: ["2026-02-30"] }),
      offices.filter((office) => office.key !== "export-desk"),
    ]) {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/admin/offices",
        headers: bearer(admin.token),
        payload: { offices: bad },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("invalid_input");
    }
    // Each error names its office and field, for the portal's form to show it on that control.
    const moscow = offices.findIndex((office) => office.key === "moscow");
    const named = await t.app.inject({
      method: "PUT",
      url: "/api/admin/offices",
      headers: bearer(admin.token),
      payload: { offices: withMoscow({ dayStart: "18:00", dayEnd: "09:00", timeZone: "Mars/Olympus_Mons" }) },
    });
    expect(named.json().error.fields).toEqual({
      [`offices.${moscow}.timeZone`]: "timeZone is not a known time zone",
      [`offices.${moscow}.dayEnd`]: "dayEnd must be after dayStart",
    });
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/offices", headers: bearer(admin.token) })
    ).json();
    expect(after.offices).toHaveLength(10);
  });
});
