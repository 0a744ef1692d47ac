/**
 * The buyers list as migration 035 serves it at a million buyers (issue 24, bench/buyers.ts): the
 * search finds what search_text holds after every change (SQLite's FTS5 table is kept by
 * triggers), short terms and characters that mean something to LIKE or FTS5 match literally and
 * never fail, and every page in every sort, read from either end, lists each listed buyer once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBuyer } from "#tests/fixtures/buyers";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("buyer search and pages on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  const list = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/buyers?${query}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, query).toBe(200);
    return response.json() as { total: number; items: { id: number; name: string }[] };
  };
  const names = async (query: string) => (await list(query)).items.map((b) => b.name);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(() => t.close());

  it("finds a buyer by what search_text holds now, not what it held", async () => {
    const id = await insertBuyer(t.db, { name: "Renamed Buyer", search_text: "oldcorp plastics\x1fold@oldcorp.in" });
    expect(await names("q=oldcorp")).toEqual(["Renamed Buyer"]);
    await t.db
      .updateTable("buyers")
      .set({ search_text: "newcorp plastics\x1fnew@newcorp.in" })
      .where("id", "=", id)
      .execute();
    expect(await names("q=oldcorp")).toEqual([]);
    expect(await names("q=NewCorp")).toEqual(["Renamed Buyer"]);
    await t.db.deleteFrom("buyers").where("id", "=", id).execute();
    expect((await list("q=newcorp")).total).toBe(0);
  });

  it("matches short terms and special characters literally, a match never spanning two fields", async () => {
    await insertBuyer(t.db, {
      name: "Quote Buyer",
      search_text: 'o"neil 100% poly_sacks\x1fq@quote.example\x1f+91 42',
    });
    for (const q of ['o"ne', "100%", "y_s", "42", "q@"]) {
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(["Quote Buyer"]);
    }
    for (const q of ["10%25x", "poly%sacks", "sacks q@", "NEAR(a b)", "a* OR b", "-x:y", '""x', "^o"]) {
      expect((await list(`q=${encodeURIComponent(q)}`)).total, q).toBe(0);
    }
  });

  it("lists every listed buyer once on the pages of each sort, merged-away buyers left out", async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++) {
      ids.push(
        await insertBuyer(t.db, {
          name: `${i % 2 ? "paged" : "Paged"} ${String(i).padStart(2, "0")}`,
          search_text: `paged ${i}`,
          leads: i % 4,
          created_at: new Date(Date.UTC(2026, 0, i)).toISOString(),
          last_activity_at: new Date(Date.UTC(2026, 5, 12 - i)).toISOString(),
        }),
      );
    }
    await t.db.updateTable("buyers").set({ merged_into: ids[0]! }).where("id", "=", ids[10]!).execute();
    await t.db.deleteFrom("buyers").where("id", "not in", ids).execute();
    const expected = {
      lastActivity: ids.slice(0, 10),
      name: ids.slice(0, 10),
      createdAt: ids.slice(0, 10),
      leads: [...ids.slice(0, 10)].sort((a, b) => ((ids.indexOf(a) + 1) % 4) - ((ids.indexOf(b) + 1) % 4) || a - b),
    };
    for (const [sort, ascending] of Object.entries(expected)) {
      for (const order of ["asc", "desc"] as const) {
        const want = sort === "lastActivity" ? [...ascending].reverse() : ascending;
        const inOrder = order === "asc" ? want : [...want].reverse();
        for (const query of ["", "&q=paged"]) {
          const seen: number[] = [];
          for (let page = 1; page <= 4; page++) {
            const answer = await list(`sort=${sort}&order=${order}&pageSize=3&page=${page}${query}`);
            expect(answer.total).toBe(10);
            seen.push(...answer.items.map((b) => b.id));
          }
          expect(seen, `${sort} ${order}${query}`).toEqual(inOrder);
        }
      }
    }
  });
});
