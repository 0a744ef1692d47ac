/**
 * The lead lists' CSV as the portal asks for it (issue 24): the spec's columns followed by each
 * lead's owner and source, and the "My leads" filter carried into the export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPerson, bearer, insertCatalogueRequest, insertInquiry } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const BOM = "\uFEFF";
const lines = (body: string) => body.slice(BOM.length).split("\r\n").slice(0, -1);

describe.each(availableDialects())("lead CSV with owners on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let meera: Awaited<ReturnType<typeof addPerson>>;
  const get = async (url: string, who = admin) => t.app.inject({ method: "GET", url, headers: bearer(who.token) });

  beforeAll(async () => {
    t = await buildTestApp({ dialect, salesDesk: { enabled: false, everyMs: 0 } });
    admin = await addPerson(t.db, ["administrator"]);
    meera = await addPerson(t.db, ["sales"]);
    const source = JSON.stringify({
      firstTouch: { referrer: "https://www.google.com/" },
      lastTouch: { utmSource: "plastindia", utmMedium: "booth", utmCampaign: "2026", landingPage: "/ContactUs" },
    });
    await insertInquiry(t.db, { name: "Owned Lead", email: "owned@zavod.in", owner_id: meera.id, source });
    await insertInquiry(t.db, { name: "Loose Lead", email: "loose@zavod.in" });
    await insertCatalogueRequest(t.db, { name: "Owned Request", email: "req@zavod.in", owner_id: meera.id });
  });
  afterAll(() => t.close());

  it("adds Owner and Source after the spec's inquiry columns when the portal asks", async () => {
    const rows = lines((await get("/api/inquiries/export.csv?columns=sales&sort=id")).body);
    expect(rows[0]).toBe("Name,Email,Contact Number,Status,Timestamp (IST),Owner,Source");
    const owned = rows.find((row) => row.startsWith("Owned Lead,"));
    expect(owned).toMatch(/,Person \d+,plastindia \/ booth \/ 2026; landed on \/ContactUs$/);
    expect(rows.find((row) => row.startsWith("Loose Lead,"))).toMatch(/,Pending,[\d :-]+,,$/);
  });

  it("keeps exactly the spec's columns without it, and refuses an unknown column set", async () => {
    expect(lines((await get("/api/inquiries/export.csv")).body)[0]).toBe(
      "Name,Email,Contact Number,Status,Timestamp (IST)",
    );
    const bad = await get("/api/inquiries/export.csv?columns=everything");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("columns");
  });

  it("exports only the person's own leads with owner=me, on both lead lists", async () => {
    const mine = lines((await get("/api/inquiries/export.csv?columns=sales&owner=me", meera)).body);
    expect(mine.slice(1).map((row) => row.split(",")[0])).toEqual(["Owned Lead"]);
    const catalogue = lines((await get("/api/form/export.csv?columns=sales&owner=me", meera)).body);
    expect(catalogue[0]).toBe("Name,Email,Contact Number,City,State,Product Category,Message,Date (IST),Owner,Source");
    expect(catalogue.slice(1)).toEqual([expect.stringMatching(/^Owned Request,.*,Person \d+,$/)]);
    expect((await get("/api/admin/applications/export.csv?owner=me")).statusCode).toBe(200);
  });
});
