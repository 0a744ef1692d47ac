/**
 * The lead lists sorted by owner (issue 24): by the owner's name, case-insensitive, nobody's leads
 * first, either way; kept right when a lead changes hands or its owner is renamed; the same order
 * searched and in the CSV; read through an index.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#contracts/staff-portal";
import { addPerson, bearer, insertCatalogueRequest, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("lead lists sorted by owner on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  const people: Record<string, number> = {};
  const get = async (url: string) => t.app.inject({ method: "GET", url, headers: bearer(admin.token) });
  const names = async (url: string) =>
    ((await get(url)).json() as { items: { name: string }[] }).items.map((item) => item.name);

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    for (const name of ["Zara Qureshi", "anil Mehta", "Bhavna Rao"]) {
      const person = await addPerson(t.db, ["sales"]);
      await t.db.updateTable("staff_users").set({ name }).where("id", "=", person.id).execute();
      people[name] = person.id;
    }
    await insertInquiry(t.db, { name: "Lead of Zara", owner_id: people["Zara Qureshi"]! });
    await insertInquiry(t.db, { name: "Lead of nobody" });
    await insertInquiry(t.db, { name: "Lead of Anil", owner_id: people["anil Mehta"]! });
    await insertInquiry(t.db, { name: "Lead of Bhavna", owner_id: people["Bhavna Rao"]! });
    await insertCatalogueRequest(t.db, { name: "Request of Zara", owner_id: people["Zara Qureshi"]! });
    await insertCatalogueRequest(t.db, { name: "Request of Anil", owner_id: people["anil Mehta"]! });
  });
  afterAll(() => t?.close());

  it("orders both lead lists by the owner's name, nobody first, and the other way round", async () => {
    expect(await names(`${staffPaths.inquiries}?sort=owner&order=asc`)).toEqual([
      "Lead of nobody",
      "Lead of Anil",
      "Lead of Bhavna",
      "Lead of Zara",
    ]);
    expect(await names(`${staffPaths.inquiries}?sort=owner&order=desc`)).toEqual([
      "Lead of Zara",
      "Lead of Bhavna",
      "Lead of Anil",
      "Lead of nobody",
    ]);
    expect(await names(`${staffPaths.catalogueRequests}?sort=owner&order=asc`)).toEqual([
      "Request of Anil",
      "Request of Zara",
    ]);
  });

  it("follows a lead that changes hands and an owner who is renamed", async () => {
    const [nobody] = await t.db.selectFrom("inquiries").select("id").where("name", "=", "Lead of nobody").execute();
    const patched = await t.app.inject({
      method: "PATCH",
      url: `${staffPaths.inquiries}/${nobody!.id}`,
      payload: { ownerId: people["Bhavna Rao"] },
      headers: bearer(admin.token),
    });
    expect(patched.statusCode).toBe(200);
    await t.db
      .updateTable("staff_users")
      .set({ name: "Aarav Zaveri" })
      .where("id", "=", people["Zara Qureshi"]!)
      .execute();
    expect(await names(`${staffPaths.inquiries}?sort=owner`)).toEqual([
      "Lead of Zara",
      "Lead of Anil",
      "Lead of nobody",
      "Lead of Bhavna",
    ]);
  });

  it("keeps the order with a search and in the CSV export", async () => {
    expect(await names(`${staffPaths.inquiries}?sort=owner&order=desc&q=Lead`)).toEqual([
      "Lead of Bhavna",
      "Lead of nobody",
      "Lead of Anil",
      "Lead of Zara",
    ]);
    const csv = (await get(`${staffPaths.inquiriesCsv}?sort=owner`)).body.split("\r\n").slice(1, -1);
    expect(csv.map((row) => row.split(",")[0])).toEqual([
      "Lead of Zara",
      "Lead of Anil",
      "Lead of nobody",
      "Lead of Bhavna",
    ]);
    const bad = await get(`${staffPaths.inquiries}?sort=ownerName`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.sort).toContain("owner");
  });

  it.runIf(dialect === "sqlite")("reads a page in owner order from an index, not a sort of the table", async () => {
    const { rows } = await sql<{ detail: string }>`
      explain query plan select id from inquiries where is_spam = 0 order by owner_sort collate nocase, id limit 10
    `.execute(t.db);
    expect(rows.map((row) => row.detail).join("\n")).toMatch(/USING (COVERING )?INDEX inquiries_sort_owner_sort/);
  });
});
