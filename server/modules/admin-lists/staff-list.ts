/**
 * One staff list declared once: its table, the columns it reads, sorts by and searches (the typed
 * query of list-repository.ts), its item and how a row becomes one, its CSV columns, and its HTTP
 * side (role area, query rules, schemas, paths), which routes/admin/staff-lists.ts registers.
 */
import type * as z from "zod/mini";
import type { SortRules } from "#contracts/list-query";
import type { LeadTable } from "#server/db/schema";
import { type CsvValue, indiaTime, phoneCell } from "../csv/csv";
import type { ListColumn, ListDefinition, ListRow, SortColumn } from "./list-repository";
import type { RecordChange } from "./record-changes";

/** A row of the list, with its owner's name when the list is a sales lead's (withOwnerNames). */
type StaffListRow<Table extends LeadTable, Column extends ListColumn<Table>> = ListRow<
  ListDefinition<Table, Column>
> & { owner_name?: string };

export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => CsvValue];

export interface StaffList<
  Table extends LeadTable,
  Column extends ListColumn<Table>,
  Item,
  Change extends RecordChange,
> extends ListDefinition<Table, Column> {
  /** API sort key -> column of the table (it need not be one the list reads). */
  sorts: Readonly<Record<string, SortColumn<ListColumn<Table>>>>;
  searched: readonly ListColumn<Table>[];
  /** Its key in `fastify.staffLists`, its role area and its name in the CSV's security event. */
  name: "applications" | "inquiries" | "catalogueRequests";
  /** The sort keys, default sort and order the query string accepts (contracts/staff-portal.ts). */
  sortRules: SortRules;
  itemSchema: z.ZodMiniType<Item>;
  changeSchema: z.ZodMiniType<Change>;
  paths: { list: string; spamList?: string; spamCount: string; csv: string; record: string };
  /** How one record is named in a 404 and in the audit trail ("catalogue request 12"). */
  noun: string;
  /** A sales lead: it has an owner (the list filters by `owner`, a change may set `ownerId`). */
  owned: boolean;
  toItem: (row: StaffListRow<Table, Column>) => Item;
  csv: {
    /** File name stem: "job-applications" -> job-applications-2026-11-22.csv (spam view: ...-spam-...). */
    name: string;
    columns: readonly CsvColumn<StaffListRow<Table, Column>>[];
    /** A sales lead: the portal's export asks for the spec's columns followed by these (`columns=sales`). */
    salesColumns?: readonly CsvColumn<StaffListRow<Table, Column>>[];
  };
}

/** The CSV cell of a text column, as stored. */
export const textCell =
  <Row>(column: keyof Row & string) =>
  (row: Row) =>
    row[column] as CsvValue;

/** The CSV cell of a phone number column. */
export const phoneNumberCell =
  <Row>(column: keyof Row & string) =>
  (row: Row) =>
    phoneCell(row[column]);

/** The record's time of arrival, in India. */
export const arrivalCell = (row: { created_at: string }) => indiaTime(row.created_at);
