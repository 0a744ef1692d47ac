/**
 * The CSV exports of the three lists (docs/spec.md §9 columns, times in India), streamed a batch at a
 * time in the list's filter and order, so a million records never sit in memory.
 */
import { type CsvValue, UTF8_BOM, csvRow, indiaDate, indiaTime, phoneCell } from "../csv/csv";
import { catalogueRequestList } from "./catalogue-requests";
import { inquiryList } from "./inquiries";
import { jobApplicationList } from "./job-applications";
import { type ListContext, type ListDefinition, type ListFilter, type ListOrder, walkRecords } from "./list-repository";
import { withOwnerNames } from "#server/modules/sales/lead-events";
import { sourceSummary } from "#server/modules/sales/source-summary";

type Row = Record<string, unknown>;

export interface CsvExport {
  list: ListDefinition;
  /** File name stem: "job-applications" -> job-applications-2026-11-22.csv (spam view: ...-spam-...). */
  name: string;
  columns: readonly CsvColumn[];
  /** A sales lead: the portal's export asks for the spec's columns followed by these (`columns=sales`). */
  salesColumns?: readonly CsvColumn[];
}

type CsvColumn = readonly [header: string, cell: (row: Row) => CsvValue];

/** Who owns the lead and where it came from, after the spec's columns (issue 24). */
const LEAD_SALES_CSV: readonly CsvColumn[] = [
  ["Owner", (row) => (row.owner_id === null || row.owner_id === undefined ? "" : String(row.owner_name ?? ""))],
  ["Source", (row) => sourceSummary(row.source)],
];

const text = (column: string) => (row: Row) => row[column] as string | number | null;
const phone = (column: string) => (row: Row) => phoneCell(row[column]);
const ist = (row: Row) => indiaTime(String(row.created_at));

export const jobApplicationsCsv: CsvExport = {
  list: jobApplicationList,
  name: "job-applications",
  columns: [
    ["Name", text("name")],
    ["Email", text("email")],
    ["Contact Number", phone("contact")],
    ["Position", text("job_title")],
    ["Status", text("followup_status")],
    ["Timestamp (IST)", ist],
  ],
};

export const inquiriesCsv: CsvExport = {
  list: inquiryList,
  name: "contact-inquiries",
  columns: [
    ["Name", text("name")],
    ["Email", text("email")],
    ["Contact Number", phone("contact_number")],
    ["Status", text("followup_status")],
    ["Timestamp (IST)", ist],
  ],
  salesColumns: LEAD_SALES_CSV,
};

export const catalogueRequestsCsv: CsvExport = {
  list: catalogueRequestList,
  name: "catalogue-requests",
  columns: [
    ["Name", text("name")],
    ["Email", text("email")],
    ["Contact Number", phone("contact_number")],
    ["City", text("city")],
    ["State", text("state")],
    ["Product Category", text("product_category")],
    ["Message", text("message")],
    ["Date (IST)", ist],
  ],
  salesColumns: LEAD_SALES_CSV,
};

export function csvFileName(csv: CsvExport, filter: ListFilter, now = new Date()): string {
  return `${csv.name}${filter.spam ? "-spam" : ""}-${indiaDate(now)}.csv`;
}

/**
 * The file's text in chunks: the BOM and header first, then one chunk per batch of records, counted
 * in `counted.rows`. With `sales`, a lead list's owner and source columns follow the spec's.
 */
export async function* csvChunks(
  ctx: ListContext,
  csv: CsvExport,
  filter: ListFilter & ListOrder & { sales?: boolean },
  counted: { rows: number } = { rows: 0 },
): AsyncGenerator<string> {
  const extra = filter.sales ? (csv.salesColumns ?? []) : [];
  const columns = [...csv.columns, ...extra];
  yield UTF8_BOM + csvRow(columns.map(([header]) => header));
  for await (const batch of walkRecords(ctx, csv.list, filter)) {
    const rows = extra.length > 0 ? await withOwnerNames(ctx.db, batch) : batch;
    counted.rows += rows.length;
    yield rows.map((row) => csvRow(columns.map(([, cell]) => cell(row)))).join("");
  }
}
