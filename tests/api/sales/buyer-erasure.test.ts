/**
 * The sales desk keeps a buyer (name, address, number) and a timeline per buyer: an erasure of the
 * person removes their buyer and its timeline, and the retention run removes a buyer whose last lead
 * expired, with the timeline entries of the removed leads; everyone else's stays. On each dialect.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peoplePaths } from "#contracts/personal-data";
import type { Database } from "#server/db/schema";
import { insertBuyer } from "#tests/fixtures/buyers";
import {
  bearer,
  createStaff,
  insertCatalogueRequest,
  insertInquiry,
  STAFF_PASSWORD,
  signIn,
} from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const DAY_MS = 24 * 60 * 60_000;

/** A buyer with one inquiry and one catalogue request linked, and an event for each and a note. */
async function buyerWithLeads(db: Kysely<Database>, email: string, createdAt = new Date().toISOString()) {
  const buyer = await insertBuyer(db, { email, name: "Olga Petrova", contact_number: "+7 495 123 4567" });
  const inquiry = await insertInquiry(db, { email, created_at: createdAt });
  const request = await insertCatalogueRequest(db, { email, created_at: createdAt });
  await db.updateTable("inquiries").set({ buyer_id: buyer }).where("id", "=", inquiry).execute();
  await db.updateTable("catalogue_requests").set({ buyer_id: buyer }).where("id", "=", request).execute();
  await db
    .insertInto("buyer_events")
    .values([
      {
        buyer_id: buyer,
        type: "inquiry",
        at: createdAt,
        lead_table: "inquiries",
        lead_id: inquiry,
        summary: "Inquiry",
      },
      {
        buyer_id: buyer,
        type: "catalogue-request",
        at: createdAt,
        lead_table: "catalogue_requests",
        lead_id: request,
        summary: "Catalogue",
      },
      {
        buyer_id: buyer,
        type: "note",
        at: createdAt,
        summary: "Note",
        details: JSON.stringify({ text: "Calls at 10" }),
      },
    ])
    .execute();
  return { buyer, inquiry, request };
}

async function buyersHeld(db: Kysely<Database>) {
  return (await db.selectFrom("buyers").select("email_key").orderBy("email_key").execute()).map((row) => row.email_key);
}

async function eventsOf(db: Kysely<Database>, buyer: number) {
  return (await db.selectFrom("buyer_events").select("type").where("buyer_id", "=", buyer).orderBy("id").execute()).map(
    (row) => row.type,
  );
}

describe.each(availableDialects())("buyers under erasure and retention on %s", (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { LEAD_RETENTION_DAYS: "1095" } });
    await createStaff(t.db);
    token = (await signIn(t.app)).token;
  });
  afterAll(() => t.close());

  it("erases the person's buyer and its whole timeline, and leaves another buyer as it was", async () => {
    const person = await buyerWithLeads(t.db, "olga.petrova@polimer.example");
    const other = await buyerWithLeads(t.db, "ivan.sokolov@polimer.example");
    const response = await t.app.inject({
      method: "POST",
      url: peoplePaths.erase,
      headers: bearer(token),
      payload: { email: "Olga.Petrova@Polimer.example", password: STAFF_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(await buyersHeld(t.db)).not.toContain("olga.petrova@polimer.example");
    expect(await eventsOf(t.db, person.buyer)).toEqual([]);
    expect(await buyersHeld(t.db)).toContain("ivan.sokolov@polimer.example");
    expect(await eventsOf(t.db, other.buyer)).toEqual(["inquiry", "catalogue-request", "note"]);
  });

  it("removes a buyer whose last lead expired, and only the expired leads' entries of a buyer who keeps one", async () => {
    const now = Date.now();
    const old = new Date(now - 1200 * DAY_MS).toISOString();
    const expired = await buyerWithLeads(t.db, "nguyen.van.an@nhua.example", old);
    const mixed = await buyerWithLeads(t.db, "ahmed.hassan@plast.example", old);
    const fresh = await insertInquiry(t.db, { email: "ahmed.hassan@plast.example" });
    await t.db.updateTable("inquiries").set({ buyer_id: mixed.buyer }).where("id", "=", fresh).execute();

    expect(await t.app.personalData.runRetention(new Date(now))).not.toBeNull();
    expect(await buyersHeld(t.db)).not.toContain("nguyen.van.an@nhua.example");
    expect(await eventsOf(t.db, expired.buyer)).toEqual([]);
    expect(await buyersHeld(t.db)).toContain("ahmed.hassan@plast.example");
    expect(await eventsOf(t.db, mixed.buyer)).toEqual(["note"]);
  });
});
