/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark
 * (so Excel reads Hindi names and ₹ correctly), and cells that a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) prefixed with a single quote.
 * Phone numbers are the exception: see phoneCell.
 */
import { isPhoneNumber } from "#contracts/lead-limits";

export const UTF8_BOM = "\uFEFF";
const CRLF = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A phone number's cell (see phoneCell); other cells are plain values. */
interface PhoneNumberCell {
  phone: unknown;
}

export type CsvValue = string | number | null | undefined | PhoneNumberCell;

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A phone number, shown by a spreadsheet as it was typed. Excel and Google Sheets read a leading
 * + or - as the start of a formula ("+91-98250-12345" becomes a sum), and every spreadsheet reads
 * a run of digits as a number (LibreOffice 7.4 turns "+442079460958" into 442079460958 and
 * "09825012345" into 9825012345); the single quote of the formula guard is not hidden when a CSV
 * is opened, so it would show too. Such a number is written as ="+91 98250 12345", which Excel,
 * Google Sheets and LibreOffice (its import evaluates formulas unless told not to) show as the
 * text itself. It cannot run anything: the contract's phone pattern allows only digits, spaces
 * and + - ( ) . / and never a quote. A number with a space and no leading sign is text to every
 * spreadsheet already and is written as it is; a value that is not a phone number gets the
 * ordinary guarded cell.
 */
export function phoneCell(value: unknown): PhoneNumberCell {
  return { phone: value };
}

/** A phone number's cell as written; undefined for a value that is not a phone number. */
function phoneText(value: unknown): string | undefined {
  if (typeof value !== "string" || !isPhoneNumber(value)) return undefined;
  return /^[+-]/.test(value) || !value.includes(" ") ? `="${value}"` : value;
}

/** Any other value: neutralised against formula injection. */
function guardedText(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell, quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (typeof value === "object" && value !== null) return quoted(phoneText(value.phone) ?? guardedText(value.phone));
  return quoted(guardedText(value));
}

export function csvRow(cells: readonly CsvValue[]): string {
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
