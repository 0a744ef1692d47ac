/**
 * Buyers (issue 24): the list (search, owner, sort, pages), one buyer's timeline a page at a time,
 * duplicates suggested by number and domain, the merge and its preview, and the routing table's
 * validation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBuyer } from "#tests/fixtures/buyers";
import { addPerson, bearer, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("buyers on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let sales: Awaited<ReturnType<typeof addPerson>>;
  const get = async (url: string, who = admin) => t.app.inject({ method: "GET", url, headers: bearer(who.token) });
  const send = async (method: "POST" | "PUT" | "PATCH", url: string, payload: object, who = admin) =>
    t.app.inject({ method, url, headers: bearer(who.token), payload });

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    sales = await addPerson(t.db, ["sales"]);
    for (let i = 1; i <= 12; i++) {
      await insertBuyer(t.db, {
        name: `Lister ${String(i).padStart(2, "0")}`,
        search_text: `lister ${i} listed.example`,
        owner_id: i % 3 === 0 ? sales.id : null,
        leads: i,
        last_activity_at: new Date(Date.UTC(2026, 10, i)).toISOString(),
      });
    }
  });
  afterAll(() => t.close());

  it("lists buyers newest activity first, searched, by owner, sorted and paged", async () => {
    const first = (await get("/api/admin/buyers?q=LISTER&pageSize=5")).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.items.map((b: { name: string }) => b.name)).toEqual([
      "Lister 12",
      "Lister 11",
      "Lister 10",
      "Lister 09",
      "Lister 08",
    ]);
    const third = (await get("/api/admin/buyers?q=lister&pageSize=5&page=3")).json();
    expect(third.items.map((b: { name: string }) => b.name)).toEqual(["Lister 02", "Lister 01"]);
    const byName = (await get("/api/admin/buyers?q=lister&sort=name&order=asc&pageSize=2")).json();
    expect(byName.items.map((b: { name: string }) => b.name)).toEqual(["Lister 01", "Lister 02"]);
    const mine = (await get("/api/admin/buyers?q=lister&owner=me&pageSize=100", sales)).json();
    expect(mine.total).toBe(4);
    expect(mine.items.every((b: { owner: { id: number } }) => b.owner.id === sales.id)).toBe(true);
    expect((await get(`/api/admin/buyers?q=lister&owner=${sales.id}`)).json().total).toBe(4);
    expect((await get("/api/admin/buyers?q=lister&owner=none")).json().total).toBe(8);
    expect((await get("/api/admin/buyers?q=100%25")).json().total).toBe(0);
    for (const bad of ["sort=password", "order=up", "page=0", "pageSize=101", "owner=someone"]) {
      const response = await get(`/api/admin/buyers?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("pages a long timeline newest first, each event once", async () => {
    const buyer = await insertBuyer(t.db, { name: "Long Story" });
    const start = Date.UTC(2026, 0, 1);
    const events = Array.from({ length: 1050 }, (_, i) => ({
      buyer_id: buyer,
      type: i % 2 ? "note" : "status",
      // Pairs share a moment, so the id decides their order.
      at: new Date(start + Math.floor(i / 2) * 60_000).toISOString(),
      by_id: i % 2 ? sales.id : null,
      summary: `event ${i}`,
      lead_table: null,
      lead_id: null,
      details: i % 2 ? JSON.stringify({ text: `note ${i}` }) : null,
    }));
    for (let i = 0; i < events.length; i += 200) {
      await t.db
        .insertInto("buyer_events")
        .values(events.slice(i, i + 200))
        .execute();
    }
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/api/admin/buyers/${buyer}${before ? `?before=${encodeURIComponent(before)}` : ""}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      seen.push(...page.events.map((e: { summary: string }) => e.summary));
      before = page.olderBefore;
      pages += 1;
    } while (before && pages < 20);
    expect(pages).toBe(11);
    expect(seen).toHaveLength(1050);
    expect(seen[0]).toBe("event 1049");
    expect(seen.at(-1)).toBe("event 0");
    expect(new Set(seen).size).toBe(1050);
    const newest = (await get(`/api/admin/buyers/${buyer}`)).json().events[0];
    expect(newest).toMatchObject({ type: "note", by: { id: sales.id }, details: { text: "note 1049" } });
    expect((await get(`/api/admin/buyers/${buyer}?before=nonsense`)).statusCode).toBe(400);
    expect((await get("/api/admin/buyers/99999999")).statusCode).toBe(404);
    expect((await get("/api/admin/buyers/abc")).statusCode).toBe(400);
  });

  it("suggests buyers with the same number or company domain as duplicates", async () => {
    const one = await insertBuyer(t.db, { name: "Ha Nguyen", phone_key: "+84901234567", domain_key: "nhua.vn" });
    const samePhone = await insertBuyer(t.db, { name: "Nguyen Ha", phone_key: "+84901234567" });
    const sameDomain = await insertBuyer(t.db, { name: "Tran Minh", domain_key: "nhua.vn" });
    await insertBuyer(t.db, { name: "Someone Else", phone_key: "+84900000000", domain_key: "other.vn" });
    const { duplicates } = (await get(`/api/admin/buyers/${one}`)).json();
    expect(duplicates).toEqual([
      expect.objectContaining({ id: samePhone, reason: "phone" }),
      expect.objectContaining({ id: sameDomain, reason: "domain" }),
    ]);
  });

  it("previews and merges two buyers: every lead and event moves, one merge event, audited", async () => {
    const keep = await insertInquiry(t.db, { email: "merge.keep@plast.example", country: "India" });
    const goA = await insertInquiry(t.db, { email: "merge.go@plast.example", country: "India" });
    const goB = await insertInquiry(t.db, { email: "MERGE.GO@plast.example", country: "India" });
    await t.app.salesDesk.linkNow();
    const buyerOf = async (id: number) =>
      (await t.db.selectFrom("inquiries").select("buyer_id").where("id", "=", id).executeTakeFirstOrThrow()).buyer_id!;
    const [kept, gone] = [await buyerOf(keep), await buyerOf(goA)];
    expect(await buyerOf(goB)).toBe(gone);
    const countEvents = async () =>
      Number(
        (
          await t.db
            .selectFrom("buyer_events")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("buyer_id", "in", [kept, gone])
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countEvents();

    const preview = await get(`/api/admin/buyers/${kept}/merge-preview?otherId=${gone}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      buyer: { id: kept },
      other: { id: gone },
      inquiries: 2,
      catalogueRequests: 0,
      events: before - 2,
    });
    expect((await get(`/api/admin/buyers/${kept}/merge-preview?otherId=${kept}`)).statusCode).toBe(400);
    expect((await get(`/api/admin/buyers/${kept}/merge-preview?otherId=99999999`)).statusCode).toBe(404);
    expect((await send("POST", `/api/admin/buyers/${kept}/merge`, { otherId: gone }, sales)).statusCode).toBe(403);

    const merged = await send("POST", `/api/admin/buyers/${kept}/merge`, { otherId: gone });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ id: kept, leads: 3 });
    expect(await buyerOf(goA)).toBe(kept);
    expect(await buyerOf(goB)).toBe(kept);
    expect(await countEvents()).toBe(before + 1);
    const keptEvents = await t.db.selectFrom("buyer_events").select("id").where("buyer_id", "=", kept).execute();
    expect(keptEvents).toHaveLength(before + 1);
    const page = (await get(`/api/admin/buyers/${kept}`)).json();
    expect(page.events[0]).toMatchObject({ type: "merge", by: { id: admin.id } });
    expect(page.events[0].summary).toContain("2 leads");
    const gonePage = await get(`/api/admin/buyers/${gone}`);
    expect(gonePage.statusCode).toBe(404);
    expect(gonePage.json().error).toMatchObject({ code: "merged", fields: { mergedInto: String(kept) } });
    const listed = (await get("/api/admin/buyers?q=merge.go")).json();
    expect(listed.total).toBe(0);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["target", "details"])
      .where("action", "=", "buyer.merge")
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`buyer ${kept}`);
    expect(JSON.parse(audit.details!)).toMatchObject({ otherId: gone, inquiries: 2 });
    expect((await send("POST", `/api/admin/buyers/${kept}/merge`, { otherId: gone })).statusCode).toBe(404);

    // A later lead from the merged-away address joins the buyer it became.
    const later = await insertInquiry(t.db, { email: "merge.go@plast.example", country: "India" });
    await t.app.salesDesk.linkNow();
    expect(await buyerOf(later)).toBe(kept);
  });

  it("changes a buyer's owner by hand and writes it on the timeline", async () => {
    const buyer = await insertBuyer(t.db, { name: "Owner Change" });
    const changed = await send("PATCH", `/api/admin/buyers/${buyer}`, { ownerId: sales.id }, sales);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().owner).toMatchObject({ id: sales.id });
    const [event] = (await get(`/api/admin/buyers/${buyer}`)).json().events;
    expect(event).toMatchObject({ type: "assignment", by: { id: sales.id } });
    expect((await send("PATCH", `/api/admin/buyers/${buyer}`, { ownerId: "x" })).statusCode).toBe(400);
    const { owners } = (await get("/api/admin/buyers/owners", sales)).json();
    expect(owners.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([admin.id, sales.id]));
  });

  it("saves a valid routing table and names each bad field of one that is not", async () => {
    const routing = {
      rules: [
        { countries: ["Russia", "Kazakhstan"], staffIds: [sales.id] },
        { countries: ["India/Gujarat"], staffIds: [admin.id] },
      ],
      fallbackStaffIds: [admin.id],
    };
    expect((await send("PUT", "/api/admin/routing", routing)).statusCode).toBe(200);
    const answer = (await get("/api/admin/routing")).json();
    expect(answer.routing).toEqual(routing);
    expect(answer.staff.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([admin.id, sales.id]));
    expect(answer.places).toContain("India/Gujarat");

    const badPlace = await send("PUT", "/api/admin/routing", {
      rules: [{ countries: ["Atlantis"], staffIds: [sales.id] }],
      fallbackStaffIds: [],
    });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().error.fields).toEqual({ "rules.0.countries": "Not a country the forms know: Atlantis" });
    const badPeople = await send("PUT", "/api/admin/routing", {
      rules: [{ countries: ["Russia"], staffIds: [99_999] }],
      fallbackStaffIds: [88_888],
    });
    expect(badPeople.statusCode).toBe(400);
    expect(badPeople.json().error.fields).toEqual({
      "rules.0.staffIds": expect.any(String),
      fallbackStaffIds: expect.any(String),
    });
    expect((await send("PUT", "/api/admin/routing", { rules: "all" })).statusCode).toBe(400);
    expect((await get("/api/admin/routing")).json().routing).toEqual(routing);
  });
});
