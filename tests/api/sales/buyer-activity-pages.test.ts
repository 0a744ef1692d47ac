/**
 * The buyer list in its default order (last activity) read from the day a page starts in
 * (migration 039's counts per day, decision 066): every page in both orders and several page sizes
 * is the list's slice, with ties on one instant and days left empty, while buyers arrive, move to
 * another day with a new lead, are merged away and are erased.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBuyer } from "#tests/fixtures/buyers";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("buyers by last activity, paged from their day, on %s", (dialect) => {
  let t: TestApp;
  let sales: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    sales = await addPerson(t.db, ["sales"]);
    // Three days with buyers (one of them with three at one instant), the days between empty.
    for (const [n, at] of [
      [1, "2026-11-01T23:59:59.999Z"],
      [2, "2026-11-01T00:00:00.000Z"],
      [3, "2026-11-03T12:00:00.000Z"],
      [4, "2026-11-03T12:00:00.000Z"],
      [5, "2026-11-03T12:00:00.000Z"],
      [6, "2026-11-03T08:00:00.000Z"],
      [7, "2026-11-07T00:00:00.000Z"],
      [8, "2026-11-07T18:30:00.000Z"],
      [9, "2026-11-02T10:00:00.000Z"],
      [10, "2026-11-07T18:30:00.000Z"],
    ] as const) {
      await insertBuyer(t.db, { name: `Buyer ${n}`, last_activity_at: at });
    }
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/buyers?${query}`,
      headers: bearer(sales.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { total: body.total, names: body.items.map((item: { name: string }) => item.name) };
  };

  /** The listed buyers in the order, as the database holds them, and every page of each size. */
  const expectEveryPage = async () => {
    const rows = await t.db
      .selectFrom("buyers")
      .select(["id", "name", "last_activity_at"])
      .where("merged_into", "is", null)
      .execute();
    const at = (row: (typeof rows)[number]) => new Date(row.last_activity_at).getTime();
    const asc = rows.sort((a, b) => at(a) - at(b) || a.id - b.id).map((row) => row.name);
    for (const [order, names] of [
      ["asc", asc],
      ["desc", [...asc].reverse()],
    ] as const) {
      for (const size of [1, 2, 3, 4]) {
        for (let n = 1; n <= Math.ceil(names.length / size) + 1; n++) {
          expect(await page(`sort=lastActivity&order=${order}&pageSize=${size}&page=${n}`)).toEqual({
            total: names.length,
            names: names.slice((n - 1) * size, n * size),
          });
        }
      }
    }
  };

  it("pages the list in both orders", async () => {
    expect((await page("pageSize=3&page=2")).names).toEqual(["Buyer 3", "Buyer 4", "Buyer 5"].reverse());
    await expectEveryPage();
  });

  it("keeps the counts per day as buyers arrive, move to another day, are merged away and erased", async () => {
    const late = await insertBuyer(t.db, { name: "Buyer 11", last_activity_at: "2026-11-05T09:00:00.000Z" });
    // A new lead moves a buyer to a later day; one on the same day stays.
    await t.db
      .updateTable("buyers")
      .set({ last_activity_at: "2026-11-09T07:00:00.000Z" })
      .where("name", "=", "Buyer 2")
      .execute();
    await t.db
      .updateTable("buyers")
      .set({ last_activity_at: "2026-11-03T13:00:00.000Z" })
      .where("name", "=", "Buyer 6")
      .execute();
    await t.db.updateTable("buyers").set({ merged_into: late }).where("name", "=", "Buyer 4").execute();
    await t.db.deleteFrom("buyers").where("name", "=", "Buyer 9").execute();
    expect(
      await t.db
        .selectFrom("buyer_activity_days")
        .select(["day", "total"])
        .where("total", ">", 0)
        .orderBy("day")
        .execute(),
    ).toEqual([
      { day: "2026-11-01", total: 1 },
      { day: "2026-11-03", total: 3 },
      { day: "2026-11-05", total: 1 },
      { day: "2026-11-07", total: 3 },
      { day: "2026-11-09", total: 1 },
    ]);
    await expectEveryPage();
  });
});
