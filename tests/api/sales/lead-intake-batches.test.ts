/**
 * The sales desk's job, when behind (a full batch), links its leads twenty to a commit; it reads
 * the turns once a run and writes a buyer's details only when they change (decision 082). What a
 * person would notice must be as when each lead was its own transaction: one buyer per address
 * however its leads fall in a commit, the search finding the newest details, turns in order across
 * commits and runs, a failed commit leaving nothing half done, and the event loop let in between
 * commits. Each test asks for a batch its leads fill. On each dialect.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkNewLeads } from "#server/modules/sales/lead-intake";
import { saveRouting } from "#server/modules/sales/routing";
import { eventLoopTurnsDuring } from "#tests/fixtures/event-loop";
import { addPerson, bearer, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("the sales desk's job in batches on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let ivan: number;
  let olga: number;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    ivan = (await addPerson(t.db, ["sales"])).id;
    olga = (await addPerson(t.db, ["sales"])).id;
    await saveRouting(
      t.db,
      { rules: [{ countries: ["Russia"], staffIds: [ivan, olga] }], fallbackStaffIds: [] },
      admin.id,
    );
  });
  afterAll(() => t.close());

  const searched = async (q: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/buyers?q=${q}`,
      headers: bearer(admin.token),
    });
    return (response.json() as { items: { name: string }[] }).items.map((buyer) => buyer.name);
  };
  const ownersOf = async (ids: number[]) => {
    const rows = await t.db.selectFrom("inquiries").select(["id", "owner_id"]).where("id", "in", ids).execute();
    return [...rows].sort((a, b) => a.id - b.id).map((row) => row.owner_id);
  };
  const russianLeads = async (count: number, prefix: string) => {
    const ids: number[] = [];
    for (let n = 0; n < count; n++)
      ids.push(await insertInquiry(t.db, { email: `${prefix}${n}@zavod.ru`, country: "Russia" }));
    return ids;
  };
  const inTurn = (count: number, first: number) =>
    Array.from({ length: count }, (_, n) => ((n % 2 === 0) === (first === ivan) ? ivan : olga));

  it("links two leads of one new address in one commit to one buyer, found by the newer lead's details", async () => {
    const first = await insertInquiry(t.db, {
      email: "Lin@Nhua-Saigon.vn",
      name: "Lin Tran",
      company_name: "Oldco Extrusion",
    });
    const second = await insertInquiry(t.db, {
      email: "lin@nhua-saigon.vn",
      name: "Linh Tran Thi",
      company_name: "Nhua Saigon",
    });
    expect(await linkNewLeads(t.db, new Date(), 2)).toBe(2);
    const rows = await t.db.selectFrom("inquiries").select("buyer_id").where("id", "in", [first, second]).execute();
    expect(new Set(rows.map((row) => row.buyer_id)).size).toBe(1);
    const buyer = await t.db
      .selectFrom("buyers")
      .select(["id", "name", "company_name", "leads"])
      .where("email_key", "=", "lin@nhua-saigon.vn")
      .execute();
    expect(buyer).toEqual([{ id: rows[0]!.buyer_id, name: "Linh Tran Thi", company_name: "Nhua Saigon", leads: 2 }]);
    expect(await searched("saigon")).toEqual(["Linh Tran Thi"]);
    expect(await searched("oldco")).toEqual([]);
    // A third lead with the same details changes nothing the search reads, and is counted.
    await insertInquiry(t.db, { email: "lin@nhua-saigon.vn", name: "Linh Tran Thi", company_name: "Nhua Saigon" });
    expect(await linkNewLeads(t.db)).toBe(1);
    expect(await searched("saigon")).toEqual(["Linh Tran Thi"]);
    const leads = await t.db.selectFrom("buyers").select("leads").where("id", "=", buyer[0]!.id).executeTakeFirst();
    expect(leads?.leads).toBe(3);
  });

  it("takes turns in order across commits and runs", async () => {
    const many = await russianLeads(45, "turn");
    expect(await linkNewLeads(t.db, new Date(), 45)).toBe(45);
    const owners = await ownersOf(many);
    expect(owners).toEqual(inTurn(45, owners[0]!));
    const next = await russianLeads(3, "next");
    await linkNewLeads(t.db, new Date(), 3);
    expect(await ownersOf(next)).toEqual(inTurn(3, owners[44] === ivan ? olga : ivan));
  });

  it("leaves a failed commit's leads unlinked and its turns untaken, and the next run takes them up", async () => {
    const before = await russianLeads(1, "before");
    await linkNewLeads(t.db);
    const [lastOwner] = await ownersOf(before);
    const leads = await russianLeads(5, "fails");
    const failing = leads[2]!;
    // The third lead's timeline entry cannot be written: the run fails half-way through its commit.
    if (dialect === "sqlite") {
      await sql
        .raw(
          `create trigger fail_lead before insert on buyer_events when new.lead_id = ${failing}
          begin select raise(abort, 'the timeline is away'); end`,
        )
        .execute(t.db);
    } else {
      await sql
        .raw(
          `create function fail_lead() returns trigger language plpgsql as $$ begin
          if new.lead_id = ${failing} then raise exception 'the timeline is away'; end if; return new; end $$`,
        )
        .execute(t.db);
      await sql`create trigger fail_lead before insert on buyer_events for each row execute function fail_lead()`.execute(
        t.db,
      );
    }
    await expect(linkNewLeads(t.db, new Date(), 5)).rejects.toThrow(/the timeline is away/);
    const rows = await t.db.selectFrom("inquiries").select(["buyer_id", "owner_id"]).where("id", "in", leads).execute();
    expect(rows.every((row) => row.buyer_id === null && row.owner_id === null)).toBe(true);
    await sql`drop trigger fail_lead${sql.raw(dialect === "sqlite" ? "" : " on buyer_events")}`.execute(t.db);
    expect(await linkNewLeads(t.db, new Date(), 5)).toBe(5);
    expect(await ownersOf(leads)).toEqual(inTurn(5, lastOwner === ivan ? olga : ivan));
  });

  it("lets the event loop in between commits when behind", async () => {
    await russianLeads(60, "behind");
    const { result, turns } = await eventLoopTurnsDuring(() => linkNewLeads(t.db, new Date(), 60));
    expect(result).toBe(60);
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
