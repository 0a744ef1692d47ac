/**
 * The buyer list filtered by owner without a search (read from migration 037's indexes): one
 * person's and nobody's buyers, in each order, paged, with their totals; merged-away buyers left out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBuyer } from "#tests/fixtures/buyers";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("buyers by owner on %s", (dialect) => {
  let t: TestApp;
  let sales: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    sales = await addPerson(t.db, ["sales"]);
    const other = await addPerson(t.db, ["sales"]);
    for (const [name, owner, day] of [
      ["delta", sales.id, 4],
      ["Alpha", sales.id, 1],
      ["charlie", sales.id, 3],
      ["Bravo", sales.id, 2],
      ["Echo", other.id, 5],
      ["foxtrot", null, 6],
      ["Golf", null, 7],
    ] as const) {
      await insertBuyer(t.db, { name, owner_id: owner, last_activity_at: `2026-11-0${day}T10:00:00.000Z` });
    }
    const merged = await insertBuyer(t.db, { name: "Hotel", owner_id: sales.id });
    await t.db
      .updateTable("buyers")
      .set({ merged_into: merged - 1 })
      .where("id", "=", merged)
      .execute();
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/buyers?${query}`,
      headers: bearer(sales.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { total: body.total, names: body.items.map((item: { name: string }) => item.name) };
  };

  it("pages one person's buyers in each order, with their total", async () => {
    expect(await names("owner=me")).toEqual({ total: 4, names: ["delta", "charlie", "Bravo", "Alpha"] });
    expect(await names(`owner=${sales.id}&sort=name&order=asc&pageSize=2&page=2`)).toEqual({
      total: 4,
      names: ["charlie", "delta"],
    });
    expect(await names("owner=me&sort=lastActivity&order=asc&pageSize=3&page=2")).toEqual({
      total: 4,
      names: ["delta"],
    });
    expect(await names("owner=me&pageSize=2&page=3")).toEqual({ total: 4, names: [] });
  });

  it("pages the buyers nobody owns", async () => {
    expect(await names("owner=none")).toEqual({ total: 2, names: ["Golf", "foxtrot"] });
    expect(await names("owner=none&sort=name&order=desc&pageSize=1&page=2")).toEqual({
      total: 2,
      names: ["foxtrot"],
    });
  });
});
