/** The lead lists' CSV as the portal asks for it (decision 069): the buyer's language after the owner and source. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPerson, bearer, insertCatalogueRequest, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const BOM = "\uFEFF";
const lines = (body: string) => body.slice(BOM.length).split("\r\n").slice(0, -1);

describe.each(availableDialects())("the buyer's language in the lead CSV on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  const get = async (url: string) => t.app.inject({ method: "GET", url, headers: bearer(admin.token) });

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    await insertInquiry(t.db, { name: "Moscow Buyer", email: "buyer@zavod.ru", language: "ru" });
    await insertInquiry(t.db, { name: "Surat Buyer", email: "buyer@polysacks.in" });
    await insertCatalogueRequest(t.db, { name: "Hanoi Buyer", email: "buyer@bao-bi.vn", language: "vi" });
  });
  afterAll(() => t.close());

  it("ends each inquiry row with the language its buyer wrote in", async () => {
    const rows = lines((await get("/api/inquiries/export.csv?columns=staff&sort=id")).body);
    expect(rows[0]).toBe("Name,Email,Contact Number,Status,Timestamp (IST),Owner,Source,Language");
    expect(rows.find((row) => row.startsWith("Moscow Buyer,"))).toMatch(/,ru$/);
    expect(rows.find((row) => row.startsWith("Surat Buyer,"))).toMatch(/,en$/);
  });

  it("ends each catalogue request row with its language", async () => {
    const rows = lines((await get("/api/form/export.csv?columns=staff")).body);
    expect(rows[0]).toBe(
      "Name,Email,Contact Number,City,State,Product Category,Message,Date (IST),Owner,Source,Language",
    );
    expect(rows.find((row) => row.startsWith("Hanoi Buyer,"))).toMatch(/,vi$/);
  });
});
