/**
 * The CSV exports of the three lists (docs/spec.md §9 columns, times in India; each list declares
 * its columns), streamed a batch at a time in the list's filter and order, so a million records
 * never sit in memory.
 */
import type { LeadTable } from "#server/db/schema";
import { withOwnerNames } from "#server/modules/sales/lead-events";
import { sourceSummary } from "#server/modules/sales/source-summary";
import { UTF8_BOM, csvRow, indiaDate } from "../csv/csv";
import { type ListColumn, type ListContext, type ListFilter, type ListOrder, walkRecords } from "./list-repository";
import type { RecordChange } from "./record-changes";
import type { CsvColumn, StaffList } from "./staff-list";

/** Who owns the lead and where it came from, after the spec's columns (issue 24). */
export const LEAD_SALES_CSV: readonly CsvColumn<{
  owner_id: number | null;
  owner_name?: string;
  source: string | null;
}>[] = [
  ["Owner", (row) => (row.owner_id === null ? "" : (row.owner_name ?? ""))],
  ["Source", (row) => sourceSummary(row.source)],
];

/** The language the buyer wrote in (a locale code), after the sales columns (decision 069). */
const LEAD_LANGUAGE_CSV: CsvColumn<object> = [
  "Language",
  (row) => ("language" in row && typeof row.language === "string" ? row.language : ""),
];

export function csvFileName(name: string, filter: ListFilter, now = new Date()): string {
  return `${name}${filter.spam ? "-spam" : ""}-${indiaDate(now)}.csv`;
}

/**
 * The file's text in chunks: the BOM and header first, then one chunk per batch of records, counted
 * in `counted.rows`. With `sales`, a lead list's owner and source columns follow the spec's; with
 * `language` too, the buyer's language.
 */
export async function* csvChunks<
  Table extends LeadTable,
  Column extends ListColumn<Table>,
  Item,
  Change extends RecordChange,
>(
  ctx: ListContext,
  list: StaffList<Table, Column, Item, Change>,
  filter: ListFilter & ListOrder & { sales?: boolean; language?: boolean },
  counted: { rows: number } = { rows: 0 },
): AsyncGenerator<string> {
  const sales = filter.sales ? (list.csv.salesColumns ?? []) : [];
  const extra = filter.language && sales.length > 0 ? [...sales, LEAD_LANGUAGE_CSV] : sales;
  const columns = [...list.csv.columns, ...extra];
  yield UTF8_BOM + csvRow(columns.map(([header]) => header));
  for await (const batch of walkRecords(ctx, list, filter)) {
    const rows = extra.length > 0 ? await withOwnerNames(ctx.db, batch) : batch;
    counted.rows += rows.length;
    yield rows.map((row) => csvRow(columns.map(([, cell]) => cell(row)))).join("");
  }
}
