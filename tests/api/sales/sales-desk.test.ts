/**
 * The sales desk's job and lead API (issue 24): leads linked to one buyer per address, routed by the
 * routing table within seconds on whichever process claims the job, owners by hand, the lists'
 * owner filter, and the timeline each of these writes.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPerson, bearer, insertCatalogueRequest, insertInquiry, recordedLog } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const DAY_MS = 24 * 60 * 60_000;

describe.each(availableDialects())("sales desk on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let ivan: Awaited<ReturnType<typeof addPerson>>;
  let olga: Awaited<ReturnType<typeof addPerson>>;
  let hr: Awaited<ReturnType<typeof addPerson>>;
  const as = (person: { token: string }) => bearer(person.token);
  const get = async (url: string, who = admin) => t.app.inject({ method: "GET", url, headers: as(who) });
  const send = async (method: "PATCH" | "PUT" | "POST", url: string, payload: object, who = admin) =>
    t.app.inject({ method, url, headers: as(who), payload });

  beforeAll(async () => {
    // The job runs when a test asks (linkNow), every time: no wait between runs.
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    ivan = await addPerson(t.db, ["sales"]);
    olga = await addPerson(t.db, ["sales"]);
    hr = await addPerson(t.db, ["hr"]);
    const routing = {
      rules: [{ countries: ["Russia", "Kazakhstan"], staffIds: [ivan.id, olga.id] }],
      fallbackStaffIds: [admin.id],
    };
    expect((await send("PUT", "/api/admin/routing", routing)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("links two forms from one address, in any case, to one buyer with both on its timeline", async () => {
    const inquiry = await insertInquiry(t.db, { email: "Anna@Polimer.RU", country: "Russia", message: "Need a line" });
    const request = await insertCatalogueRequest(t.db, {
      email: "anna@polimer.ru",
      country: "Russia",
      product_category: "Extrusion Lines",
    });
    await t.app.salesDesk.linkNow();
    const found = (await get("/api/inquiries?q=anna")).json().items[0];
    const catalogue = (await get("/api/form/get-submissions?q=anna")).json().items[0];
    expect(found.id).toBe(inquiry);
    expect(catalogue.id).toBe(request);
    expect(found.buyerId).not.toBeNull();
    expect(catalogue.buyerId).toBe(found.buyerId);
    const page = (await get(`/api/admin/buyers/${found.buyerId}`)).json();
    expect(page.buyer).toMatchObject({ email: "anna@polimer.ru", leads: 2, country: "Russia" });
    const types = page.events.map((e: { type: string }) => e.type).sort();
    expect(types).toEqual(["assignment", "assignment", "catalogue-request", "inquiry"]);
    const arrived = page.events.find((e: { type: string }) => e.type === "inquiry");
    expect(arrived).toMatchObject({ summary: "Need a line", by: null, leadTable: "inquiries", leadId: inquiry });
  });

  it("routes new leads in turn, owns the buyer, and says why on the timeline", async () => {
    const first = await insertInquiry(t.db, { email: "first@zavod.kz", country: "Kazakhstan" });
    const second = await insertInquiry(t.db, { email: "second@zavod.kz", country: "Kazakhstan" });
    await t.app.salesDesk.linkNow();
    const items = (await get("/api/inquiries?q=zavod.kz&sort=id")).json().items;
    const owners = items.map((i: { owner: { id: number } }) => i.owner.id);
    expect(owners.sort()).toEqual([ivan.id, olga.id].sort());
    expect(items.map((i: { id: number }) => i.id)).toEqual([first, second]);
    expect(items[0].assignedAt).toMatch(/^\d{4}-/);
    const page = (await get(`/api/admin/buyers/${items[0].buyerId}`)).json();
    expect(page.buyer.owner).toEqual({ id: items[0].owner.id, name: items[0].owner.name });
    const assignment = page.events.find((e: { type: string }) => e.type === "assignment");
    expect(assignment.summary).toBe("Rule Russia, Kazakhstan → turn of 2");
  });

  it("links leads older than a day without assigning them, and leaves spam alone", async () => {
    const old = await insertInquiry(t.db, {
      email: "old@zavod.ru",
      country: "Russia",
      created_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
    });
    const spam = await insertInquiry(t.db, { email: "spam@zavod.ru", country: "Russia", is_spam: 1 });
    await t.app.salesDesk.linkNow();
    const row = await t.db
      .selectFrom("inquiries")
      .select(["buyer_id", "owner_id"])
      .where("id", "=", old)
      .executeTakeFirstOrThrow();
    expect(row.buyer_id).not.toBeNull();
    expect(row.owner_id).toBeNull();
    const events = await t.db.selectFrom("buyer_events").select("type").where("buyer_id", "=", row.buyer_id!).execute();
    expect(events.map((e) => e.type)).toEqual(["inquiry"]);
    const spamRow = await t.db
      .selectFrom("inquiries")
      .select("buyer_id")
      .where("id", "=", spam)
      .executeTakeFirstOrThrow();
    expect(spamRow.buyer_id).toBeNull();
  });

  it("filters the lists by owner: me, a person, nobody", async () => {
    const mine = await insertInquiry(t.db, { email: "mine@zavod.ru", country: "Russia" });
    await t.app.salesDesk.linkNow();
    const owner = (
      await t.db.selectFrom("inquiries").select("owner_id").where("id", "=", mine).executeTakeFirstOrThrow()
    ).owner_id!;
    const person = owner === ivan.id ? ivan : olga;
    const myLeads = (await get("/api/inquiries?owner=me&pageSize=100", person)).json();
    expect(myLeads.items.map((i: { id: number }) => i.id)).toContain(mine);
    expect(myLeads.items.every((i: { owner: { id: number } }) => i.owner.id === owner)).toBe(true);
    expect(myLeads.total).toBe(myLeads.items.length);
    const byId = (await get(`/api/inquiries?owner=${owner}&pageSize=100`)).json();
    expect(byId.total).toBe(myLeads.total);
    const nobody = (await get("/api/inquiries?owner=none&pageSize=100")).json();
    expect(nobody.items.every((i: { owner: unknown }) => i.owner === null)).toBe(true);
    expect(nobody.items.length).toBeGreaterThan(0);
    const catalogue = (await get("/api/form/get-submissions?owner=me", person)).json();
    expect(catalogue.items.every((i: { owner: { id: number } }) => i.owner.id === owner)).toBe(true);
    const bad = await get("/api/inquiries?owner=somebody");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("owner");
  });

  it("gives a lead an owner by hand, on the timeline with who did it, and audited", async () => {
    const id = await insertInquiry(t.db, { email: "hand@zavod.ru", country: "Russia" });
    await t.app.salesDesk.linkNow();
    const changed = await send(
      "PATCH",
      `/api/inquiries/${id}`,
      { ownerId: admin.id, followupStatus: "Contacted" },
      ivan,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ owner: { id: admin.id }, followupStatus: "Contacted" });
    const page = (await get(`/api/admin/buyers/${changed.json().buyerId}`)).json();
    const [newest, next] = page.events;
    const byHand = [newest, next].find((e: { type: string }) => e.type === "assignment");
    const status = [newest, next].find((e: { type: string }) => e.type === "status");
    expect(byHand).toMatchObject({ by: { id: ivan.id, name: expect.any(String) }, leadId: id });
    expect(byHand.summary).toMatch(/^By hand → /);
    expect(status).toMatchObject({ summary: "Status Pending → Contacted", by: { id: ivan.id } });
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "target", "details"])
      .where("actor_id", "=", ivan.id)
      .where("action", "=", "record.change")
      .execute();
    expect(audit.some((row) => row.target === `inquiry ${id}` && row.details?.includes("ownerId"))).toBe(true);
  });

  it("refuses an owner who may not own leads, and keeps catalogue requests' spam change as it was", async () => {
    const id = await insertInquiry(t.db);
    const refused = await send("PATCH", `/api/inquiries/${id}`, { ownerId: hr.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty("ownerId");
    const missing = await send("PATCH", `/api/inquiries/${id}`, { ownerId: 999_999 });
    expect(missing.statusCode).toBe(400);
    const request = await insertCatalogueRequest(t.db);
    const owned = await send("PATCH", `/api/form/submissions/${request}`, { ownerId: olga.id });
    expect(owned.statusCode).toBe(200);
    expect(owned.json()).toMatchObject({ owner: { id: olga.id }, isSpam: false });
    expect((await send("PATCH", `/api/form/submissions/${request}`, {})).statusCode).toBe(400);
  });

  it("keeps a lead's hand-given owner when the job links it later", async () => {
    const id = await insertInquiry(t.db, { email: "early@zavod.ru", country: "Russia" });
    expect((await send("PATCH", `/api/inquiries/${id}`, { ownerId: admin.id })).statusCode).toBe(200);
    await t.app.salesDesk.linkNow();
    const row = await t.db
      .selectFrom("inquiries")
      .select(["owner_id", "buyer_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: admin.id, buyer_id: expect.any(Number) });
  });

  it("skips a person on leave they set themselves", async () => {
    const away = await send(
      "PATCH",
      "/api/auth/admin/account",
      { awayUntil: new Date(Date.now() + DAY_MS).toISOString() },
      ivan,
    );
    expect(away.statusCode).toBe(200);
    const account = (await get("/api/auth/admin/account", ivan)).json();
    expect(account.awayUntil).toBe(away.json().awayUntil);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await insertInquiry(t.db, { email: `leave${i}@zavod.ru`, country: "Russia" }));
    await t.app.salesDesk.linkNow();
    const owners = await t.db.selectFrom("inquiries").select("owner_id").where("id", "in", ids).execute();
    expect(owners.map((row) => row.owner_id)).toEqual([olga.id, olga.id, olga.id]);
    expect((await send("PATCH", "/api/auth/admin/account", { awayUntil: null }, ivan)).json()).toEqual({
      awayUntil: null,
    });
    expect((await send("PATCH", "/api/auth/admin/account", { awayUntil: "next week" }, ivan)).statusCode).toBe(400);
  });

  it("refuses the buyers to HR", async () => {
    expect((await get("/api/admin/buyers", hr)).statusCode).toBe(403);
    expect((await get("/api/admin/routing", ivan)).statusCode).toBe(403);
  });
});

describe.each(availableDialects())("the sales desk's job on its own on %s", (dialect) => {
  it("links and routes a new lead within seconds on a process that runs the schedule", async () => {
    const t = await buildTestApp({ dialect, salesDesk: { everyMs: 100 } });
    try {
      const id = await insertInquiry(t.db, { email: "soon@example.org" });
      const deadline = Date.now() + 10_000;
      let row = { buyer_id: null as number | null };
      while (row.buyer_id === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await t.db.selectFrom("inquiries").select("buyer_id").where("id", "=", id).executeTakeFirstOrThrow();
      }
      expect(row.buyer_id).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it("after a failed run waits before it looks again, instead of failing every few seconds", async () => {
    const log = recordedLog();
    const t = await buildTestApp({
      dialect,
      salesDesk: { everyMs: 100, afterFailureMs: 60_000 },
      logger: { level: "error", stream: log.stream },
    });
    try {
      // Every run fails at its first lead while the timeline's table is away.
      await sql`alter table buyer_events rename to buyer_events_away`.execute(t.db);
      await insertInquiry(t.db, { email: "later@example.org" });
      const failures = () =>
        log.lines.filter((line) => String(line.msg).startsWith("sales desk: linking leads failed"));
      const deadline = Date.now() + 10_000;
      while (failures().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(failures()).toHaveLength(1);
      // Twenty of its periods later there is still one failure: the next look waits a minute.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(failures()).toHaveLength(1);
      await sql`alter table buyer_events_away rename to buyer_events`.execute(t.db);
    } finally {
      await t.close();
    }
  });
});
