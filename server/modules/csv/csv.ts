/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark
 * (so Excel reads Hindi names and ₹ correctly), and cells that a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) prefixed with a single quote.
 */

export const UTF8_BOM = "\uFEFF";
export const CRLF = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised against formula injection, then quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(",") + CRLF;
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant as India Standard Time, "2026-11-22 09:35:07". Asia/Kolkata has been UTC+05:30 all
 * year since 1945, so a fixed offset is exact (and much faster than Intl over a million rows).
 */
export function indiaTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** Today's date in India, for a file name: "2026-11-22". */
export function indiaDate(now: Date = new Date()): string {
  return indiaTime(now.toISOString()).slice(0, 10);
}
