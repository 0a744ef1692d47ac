import { describe, expect, it } from "vitest";
import { csvCell, csvRow, indiaDate, indiaTime, phoneCell } from "./csv";

describe("csv cells", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Asha Mehta")).toBe("Asha Mehta");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell('Mehta, "Polysacks"')).toBe('"Mehta, ""Polysacks"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it.each(['=HYPERLINK("http://x")', "+91 98250 12345", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "prefixes %j with a single quote so no spreadsheet runs it",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it.each([
    ["+91 98250 12345", '"=""+91 98250 12345"""'],
    ["-98250 12345", '"=""-98250 12345"""'],
    ["09825012345", '"=""09825012345"""'],
    ["(0261)2456789", '"=""(0261)2456789"""'],
    ["98250 12345", "98250 12345"],
    ["(0261) 245 6789", "(0261) 245 6789"],
  ])("writes the phone number %j so a spreadsheet shows it as typed", (phone, cell) => {
    expect(csvCell(phoneCell(phone))).toBe(cell);
  });

  it("guards a phone column's value that is not a phone number like any other cell", () => {
    expect(csvCell(phoneCell("-2+3"))).toBe("'-2+3");
    expect(csvCell(phoneCell('=HYPERLINK("http://x")'))).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell(phoneCell(null))).toBe("");
  });

  it("ends each row with CRLF", () => {
    expect(csvRow(["a", "b,c", 3])).toBe('a,"b,c",3\r\n');
  });
});

describe("India time", () => {
  it("shows an instant at UTC+05:30", () => {
    expect(indiaTime("2026-11-22T18:45:00.000Z")).toBe("2026-11-23 00:15:00");
    expect(indiaTime("2026-06-01T00:00:00Z")).toBe("2026-06-01 05:30:00");
  });

  it("dates a file by India's calendar", () => {
    expect(indiaDate(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23");
  });
});
