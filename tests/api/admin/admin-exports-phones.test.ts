/**
 * Phone numbers in the CSV exports (issue 12): a spreadsheet shows each as it was typed, while a
 * cell that could run as a formula still gets the single-quote guard.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import {
  bearer,
  createStaff,
  insertApplication,
  insertCatalogueRequest,
  insertInquiry,
  signIn,
} from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const BOM = "\uFEFF";

/** RFC 4180 fields of one CSV line (no line breaks inside the cells these tests read). */
function fields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field = ""]) =>
    field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field,
  );
}

/**
 * What Excel and Google Sheets show for a cell's text when they open a CSV: a formula that is one
 * string literal shows that string; a leading + - = @ starts a formula (marked here, never shown
 * as typed); a bare number loses its leading zeros; anything else is text as written.
 */
function shownBySpreadsheet(cell: string): string {
  const literal = /^="([^"]*)"$/.exec(cell);
  if (literal) return literal[1] ?? "";
  if (/^[=+\-@]/.test(cell)) return `<formula ${cell}>`;
  if (/^\d+$/.test(cell)) return String(Number(cell));
  return cell;
}

const TYPED = [
  "+91 98250 12345",
  "+91-98250-12345",
  "+442079460958",
  "09825012345",
  "98250 12345",
  "(0261) 245 6789",
  "079-4890-2210",
];

describe.each(availableDialects())("phone numbers in the CSV exports on %s", (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const rowsOf = async (url: string) => {
    const response = await t.app.inject({ method: "GET", url, headers: auth });
    expect(response.statusCode).toBe(200);
    return response.body.slice(BOM.length).split("\r\n").slice(1, -1).map(fields);
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    auth = bearer((await signIn(t.app)).token);
    for (const [i, phone] of TYPED.entries()) {
      const created_at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      await insertInquiry(t.db, { name: `Buyer ${i}`, contact_number: phone, created_at });
      await insertApplication(t.db, { name: `Applicant ${i}`, contact: phone, created_at });
      await insertCatalogueRequest(t.db, { name: `Requester ${i}`, contact_number: phone, created_at });
    }
    // Not phone numbers (stored before the contract checked them, or edited in the database): guarded.
    await insertInquiry(t.db, { name: "Formula", contact_number: "-2+3", created_at: "2026-02-01T00:00:00.000Z" });
    await insertInquiry(t.db, {
      name: "Hyperlink",
      contact_number: '=HYPERLINK("http://evil.example")',
      created_at: "2026-02-02T00:00:00.000Z",
    });
  });
  afterAll(() => t?.close());

  it.each([
    ["inquiries", "/api/inquiries/export.csv?sort=createdAt"],
    ["applications", "/api/admin/applications/export.csv?sort=createdAt"],
    ["catalogue requests", "/api/form/export.csv?sort=date&order=asc"],
  ])("writes the %s' numbers so a spreadsheet shows them as typed", async (_list, url) => {
    const rows = await rowsOf(url);
    const shown = rows.slice(0, TYPED.length).map((row) => shownBySpreadsheet(row[2] ?? ""));
    expect(shown).toEqual(TYPED);
    // No stray quote mark in front of a number, as the formula guard would leave.
    expect(rows.some((row) => row[2]?.startsWith("'+"))).toBe(false);
  });

  it("writes the exact cells: a string formula where a sign or a bare number would mislead, else the number", async () => {
    const rows = await rowsOf("/api/inquiries/export.csv?sort=createdAt");
    expect(rows.slice(0, TYPED.length).map((row) => row[2])).toEqual([
      '="+91 98250 12345"',
      '="+91-98250-12345"',
      '="+442079460958"',
      '="09825012345"',
      "98250 12345",
      "(0261) 245 6789",
      '="079-4890-2210"',
    ]);
  });

  it("still guards a contact cell that is not a phone number and could run", async () => {
    const rows = await rowsOf("/api/inquiries/export.csv?sort=createdAt");
    expect(rows.slice(TYPED.length).map((row) => [row[0], row[2]])).toEqual([
      ["Formula", "'-2+3"],
      ["Hyperlink", `'=HYPERLINK("http://evil.example")`],
    ]);
  });
});
