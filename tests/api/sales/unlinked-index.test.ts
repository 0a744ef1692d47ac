/**
 * The sales desk's job reads the leads still to link through `<table>_unlinked`; spam is never
 * linked, so the index leaves it out (migration 028) and a run never steps over a backlog of spam,
 * nor (on SQLite, told the index by name) over the leads already linked. On each dialect.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkNewLeads } from "#server/modules/sales/lead-intake";
import { eventLoopTurnsDuring } from "#tests/fixtures/event-loop";
import { insertCatalogueRequest, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("the unlinked-leads index on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("holds the leads without a buyer that are not spam", async () => {
    for (const name of ["inquiries_unlinked", "catalogue_requests_unlinked"]) {
      const query =
        dialect === "sqlite"
          ? sql<{ text: string }>`select sql as text from sqlite_master where name = ${name}`
          : sql<{ text: string }>`select indexdef as text from pg_indexes where indexname = ${name}`;
      const definition = (await query.execute(t.db)).rows[0]?.text;
      expect(definition?.replace(/[()"]/g, "")).toMatch(/buyer_id is null and is_spam = 0/i);
    }
  });

  it("links the leads through it, spam left alone", async () => {
    const spam = await Promise.all([1, 2, 3].map(() => insertInquiry(t.db, { is_spam: 1 })));
    const inquiry = await insertInquiry(t.db, { email: "farid.nasser@plastics.example" });
    const request = await insertCatalogueRequest(t.db, { email: "farid.nasser@plastics.example" });
    expect(await linkNewLeads(t.db)).toBe(2);
    const linked = await t.db.selectFrom("inquiries").select(["id", "buyer_id"]).orderBy("id").execute();
    expect(linked.filter((row) => row.buyer_id !== null).map((row) => row.id)).toEqual([inquiry]);
    expect(linked.filter((row) => spam.includes(row.id)).every((row) => row.buyer_id === null)).toBe(true);
    const requestRow = await t.db
      .selectFrom("catalogue_requests")
      .select("buyer_id")
      .where("id", "=", request)
      .executeTakeFirstOrThrow();
    expect(requestRow.buyer_id).toBe(linked.find((row) => row.id === inquiry)?.buyer_id);
  });
});

describe("a long run of the sales desk's job on sqlite", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect: "sqlite" });
  });
  afterAll(() => t.close());

  // SQLite answers in the same turn of the event loop: without a pause between leads a run over
  // a backlog held every request until it ended (20 s in bench/backup.ts).
  it("lets the event loop in between leads", async () => {
    for (let n = 0; n < 40; n++) await insertInquiry(t.db, { email: `buyer${n}@loom-works.example` });
    const { result, turns } = await eventLoopTurnsDuring(() => linkNewLeads(t.db));
    expect(result).toBe(40);
    expect(turns).toBeGreaterThanOrEqual(30);
  });
});
