/**
 * The working minutes to first reply stored on the lead (migration 037, decision 064): counted
 * when a reply from the portal is recorded, counted once and kept by the report for leads answered
 * before, added up by the report as stored, and counted again after a change of office hours.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Office, ResponseTimeRow } from "#contracts/sales-reports";
import { workingCalendar } from "#server/modules/sales/working-hours";
import { LEAD_ENV } from "#tests/fixtures/lead-forms";
import { insertBuyerWithLeads } from "#tests/fixtures/buyers";
import { addPerson, bearer, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("stored working minutes to first reply on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let moscow: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { ...LEAD_ENV } });
    admin = await addPerson(t.db, ["administrator"]);
    moscow = await addPerson(t.db, ["sales"]);
    await t.db.updateTable("staff_users").set({ office: "moscow" }).where("id", "=", moscow.id).execute();
  });
  afterAll(() => t.close());

  const storedMinutes = async (id: number) =>
    (await t.db.selectFrom("inquiries").select("first_reply_minutes").where("id", "=", id).executeTakeFirstOrThrow())
      .first_reply_minutes;

  async function moscowRow(range: string): Promise<ResponseTimeRow | undefined> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/reports/response-times?${range}&by=office`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().rows as ResponseTimeRow[]).find((row) => row.key === "moscow");
  }

  async function offices(): Promise<Office[]> {
    return (await t.app.inject({ method: "GET", url: "/api/admin/offices", headers: bearer(admin.token) })).json()
      .offices;
  }

  async function putOffices(changed: Office[]) {
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/offices",
      headers: bearer(admin.token),
      payload: { offices: changed },
    });
    expect(put.statusCode).toBe(200);
  }

  it("stores the working minutes in the owner's office hours when a reply from the portal is recorded", async () => {
    const buyer = await insertBuyerWithLeads(t.db, { catalogueRequest: false });
    expect(await storedMinutes(buyer.inquiryId)).toBeNull();
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/admin/buyers/${buyer.id}/replies`,
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      payload: JSON.stringify({ subject: "Your inquiry", body: "Dear {name}, thank you." }),
    });
    expect(sent.statusCode).toBe(202);
    const lead = await t.db
      .selectFrom("inquiries")
      .select(["created_at", "first_reply_at", "first_reply_minutes"])
      .where("id", "=", buyer.inquiryId)
      .executeTakeFirstOrThrow();
    // No owner: the export desk's hours.
    const exportDesk = (await offices()).find((office) => office.key === "export-desk")!;
    const expected = workingCalendar(exportDesk).minutesBetween(
      new Date(lead.created_at),
      new Date(lead.first_reply_at!),
    );
    expect(lead.first_reply_minutes).toBeGreaterThan(0);
    expect(lead.first_reply_minutes).toBeCloseTo(expected, 3);
  });

  it("adds up the stored minutes, and stores those of leads answered before they were kept", async () => {
    // Friday 17:00 in Moscow, answered Monday 10:00: 60 + 60 working minutes.
    const counted = await insertInquiry(t.db, {
      owner_id: moscow.id,
      created_at: "2026-11-06T14:00:00.000Z",
      first_reply_at: "2026-11-09T07:00:00.000Z",
    });
    // A figure already stored is what the report uses, not a new count.
    await insertInquiry(t.db, {
      owner_id: moscow.id,
      created_at: "2026-11-06T14:00:00.000Z",
      first_reply_at: "2026-11-09T07:00:00.000Z",
      first_reply_minutes: 30,
    });
    const range = "from=2026-11-06&to=2026-11-06";
    expect(await moscowRow(range)).toMatchObject({ leads: 2, replied: 2, medianMinutes: 30, p95Minutes: 120 });
    expect(await storedMinutes(counted)).toBe(120);
  });

  it("counts again in the new hours after an office's hours change, and keeps the figures when none change", async () => {
    const lead = await insertInquiry(t.db, {
      owner_id: moscow.id,
      created_at: "2026-11-13T14:00:00.000Z",
      first_reply_at: "2026-11-16T07:00:00.000Z",
      first_reply_minutes: 120,
    });
    const range = "from=2026-11-13&to=2026-11-13";
    const before = await offices();
    await putOffices(before.map((office) => (office.key === "moscow" ? { ...office, name: "Moscow (CIS)" } : office)));
    expect(await storedMinutes(lead)).toBe(120);
    await putOffices(before.map((office) => (office.key === "moscow" ? { ...office, dayStart: "10:00" } : office)));
    expect(await storedMinutes(lead)).toBeNull();
    // Friday 17:00-18:00, and Monday's reply comes as the office opens at 10:00.
    expect(await moscowRow(range)).toMatchObject({ medianMinutes: 60 });
    expect(await storedMinutes(lead)).toBe(60);
  });
});
