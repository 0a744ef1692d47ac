/**
 * A search that matches many buyers (decision 077: on SQLite counted from the search index and
 * paged by walking the sort's index while the matches are many enough, every match read
 * otherwise or when the walk runs out): every sort and direction, page after page, lists exactly
 * the listed buyers that match in the list's order, with their count, merged-away buyers left out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const BUYERS = 240;
const HOUR = 3_600_000;

interface Seeded {
  id: number;
  name: string;
  search: string;
  lastActivity: number;
  created: number;
  leads: number;
  merged: boolean;
}

describe.each(availableDialects())("a broad buyer search on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    // A quarter "kulkarni" spread through every order; "saxena" only among the 48 least recently
    // active, so that newest first its matches crowd at the far end.
    for (let i = 0; i < BUYERS; i++) {
      const surname = i % 4 === 0 ? "kulkarni" : i < 48 ? "saxena" : "mehta";
      const n = String((i * 7) % 120).padStart(3, "0");
      const row = {
        name: `${i % 3 ? "Asha" : "asha"}${n}`,
        lastActivity: Date.UTC(2026, 0, 1) + Math.floor(i / 2) * HOUR,
        created: Date.UTC(2025, 0, 1) + ((i * 13) % BUYERS) * 24 * HOUR,
        leads: i % 5,
      };
      const search = `${row.name.toLowerCase()} ${surname}\x1f${surname} polymers\x1fbuyer${i}@example.com`;
      const { id } = await t.db
        .insertInto("buyers")
        .values({
          email: `buyer${i}@example.com`,
          email_key: `buyer${i}@example.com`,
          name: row.name,
          search_text: search,
          leads: row.leads,
          created_at: new Date(row.created).toISOString(),
          last_activity_at: new Date(row.lastActivity).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      seeded.push({ id, search, ...row, merged: false });
    }
    // Two matches of each search merged away into the first buyer.
    for (const index of [8, 100, 3, 21]) {
      seeded[index]!.merged = true;
      await t.db
        .updateTable("buyers")
        .set({ merged_into: seeded[0]!.id })
        .where("id", "=", seeded[index]!.id)
        .execute();
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/buyers?${query}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, query).toBe(200);
    return response.json() as { total: number; items: { id: number }[] };
  };

  const sortKeys: Record<string, (b: Seeded) => number | string> = {
    lastActivity: (b) => b.lastActivity,
    name: (b) => b.name.toLowerCase(),
    createdAt: (b) => b.created,
    leads: (b) => b.leads,
  };

  it.each(["kulkarni", "saxena"])("pages %s in every sort and direction", async (q) => {
    for (const [sort, keyOf] of Object.entries(sortKeys)) {
      const ascending = seeded
        .filter((b) => !b.merged && b.search.includes(q))
        .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : a.id - b.id))
        .map((b) => b.id);
      for (const order of ["asc", "desc"] as const) {
        const want = order === "asc" ? ascending : [...ascending].reverse();
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(want.length / 7) + 1; page++) {
          const answer = await list(`q=${q.toUpperCase()}&sort=${sort}&order=${order}&pageSize=7&page=${page}`);
          expect(answer.total, `${q} ${sort} ${order} page ${page}`).toBe(want.length);
          seen.push(...answer.items.map((b) => b.id));
        }
        expect(seen, `${q} ${sort} ${order}`).toEqual(want);
      }
    }
  });
});
