/**
 * A search that matches many buyers (decision 077: on SQLite counted from the search index, its
 * first pages read from the buyers walked in the sort's order, deeper pages found by walking the
 * sort's index and keeping the matched ids, every match read when they are few or a walk runs
 * out): in every sort and direction the first, deeper and last pages of a broad search and of a
 * narrow one list exactly the listed buyers that match, in the list's order, with their count,
 * merged-away buyers left out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const BUYERS = 9_000;
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
    // Half are "kulkarni", spread through every order; "saxena" only among the 1,000 least
    // recently active, so that newest first its matches lie beyond what a first page may read.
    const rows = Array.from({ length: BUYERS }, (_, i) => {
      const surname = i % 2 === 0 ? "kulkarni" : i < 1000 ? "saxena" : "mehta";
      const name = `${i % 3 ? "Asha" : "asha"}${String((i * 7) % 4500).padStart(4, "0")}`;
      return {
        name,
        search: `${name.toLowerCase()} ${surname}\x1f${surname} polymers\x1fbuyer${i}@example.com`,
        lastActivity: Date.UTC(2026, 0, 1) + Math.floor(i / 2) * HOUR,
        created: Date.UTC(2000, 0, 1) + ((i * 13) % BUYERS) * 24 * HOUR,
        leads: i % 5,
      };
    });
    for (let from = 0; from < BUYERS; from += 500) {
      const batch = rows.slice(from, from + 500);
      const ids = await t.db
        .insertInto("buyers")
        .values(
          batch.map((row, n) => ({
            email: `buyer${from + n}@example.com`,
            email_key: `buyer${from + n}@example.com`,
            name: row.name,
            search_text: row.search,
            leads: row.leads,
            created_at: new Date(row.created).toISOString(),
            last_activity_at: new Date(row.lastActivity).toISOString(),
          })),
        )
        .returning("id")
        .execute();
      batch.forEach((row, n) => seeded.push({ id: ids[n]!.id, ...row, merged: false }));
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
  }, 60_000);
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

  it.each([
    ["kulkarni", 100],
    ["saxena", 50],
    ["buyer123", 5],
  ])("pages %s in every sort and direction", async (q, pageSize) => {
    for (const [sort, keyOf] of Object.entries(sortKeys)) {
      const ascending = seeded
        .filter((b) => !b.merged && b.search.includes(q))
        .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : a.id - b.id))
        .map((b) => b.id);
      const last = Math.ceil(ascending.length / pageSize);
      for (const order of ["asc", "desc"] as const) {
        const want = order === "asc" ? ascending : [...ascending].reverse();
        for (const page of [1, 2, 3, 5, Math.ceil(last / 2), last, last + 1]) {
          const answer = await list(
            `q=${q.toUpperCase()}&sort=${sort}&order=${order}&pageSize=${pageSize}&page=${page}`,
          );
          const where = `${q} ${sort} ${order} page ${page}`;
          expect(answer.total, where).toBe(want.length);
          expect(
            answer.items.map((b) => b.id),
            where,
          ).toEqual(want.slice((page - 1) * pageSize, page * pageSize));
        }
      }
    }
  });
});
