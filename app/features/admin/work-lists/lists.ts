/**
 * The portal's three work lists as data: where each is fetched, sorted, exported and changed,
 * which columns it shows at which widths (docs/spec.md §9), what its details panel holds, and its empty
 * text (docs/spec.md §8). The loader, the action and the table components read only this.
 */
import { MOBILE_MAX_WIDTH, SMALL_MAX_WIDTH } from "~/lib/breakpoints";
import {
  APPLICATION_STATUSES,
  type CatalogueRequestItem,
  INQUIRY_STATUSES,
  type InquiryItem,
  type JobApplicationItem,
  listSorts,
  staffPaths,
} from "#contracts/staff-portal";

export type WorkListId = "contact" | "career" | "catalogue";
export type SortOrder = "asc" | "desc";
export type CellKind = "text" | "email" | "date" | "status" | "resume";

/** What every list's rows have in common: what the table, the details and the changes read by name. */
export interface ListRow {
  id: number;
  name: string;
  followupStatus?: string;
  isSpam?: boolean;
  /** Stored reason codes of the spam verdict (contracts/spam-reasons.ts). */
  spamReasons?: readonly string[];
  resumePath?: string | null;
  resumeOriginalName?: string | null;
  /** A sales lead's owner (issue 24); absent on applications. */
  owner?: { id: number; name: string } | null;
}

export interface Column<Row> {
  id: string;
  header: string;
  kind: CellKind;
  /** The API's sort key; a column without one cannot be sorted. */
  sortKey?: string;
  /** Shown only when the window is at least this wide (px). */
  minViewport?: number;
  /** A method, so a list of inquiries still passes where any list (of `ListRow`) is expected. */
  text?(row: Row): string;
}

export interface DetailField<Row> {
  label: string;
  kind: "text" | "date" | "email" | "phone" | "message" | "resume";
  value(row: Row): string | null;
}

export interface WorkList<Row extends { id: number }> {
  id: WorkListId;
  /** The sidebar's name for the section, also the page heading. */
  label: string;
  /** What a row is, for accessible names ("Details of inquiry 12"). */
  noun: string;
  listPath: string;
  /** Absent when the section has no spam view. */
  spam?: {
    /** The spam list: its own path, or the list path with `spam=true`. */
    listPath: string;
    query: Record<string, string>;
    countPath: string;
  };
  csvPath: string;
  /**
   * A sales lead list (issue 24): it offers "My leads" (`owner=me`), and its CSV asks for the owner and
   * source columns after the spec's, and the buyer's language (`columns=staff`).
   */
  owned?: boolean;
  /** PATCH target of one record; absent when records cannot be changed. */
  changePath?(id: number): string;
  statuses?: readonly string[];
  defaultSort: { sort: string; order: SortOrder };
  searchHint: string;
  emptyText: string;
  columns: Column<Row>[];
  details: DetailField<Row>[];
}

/**
 * The owner column is for wide screens only: the spec's columns keep their places and their room at
 * every width it names (docs/spec.md §9); narrower, the owner is in a record's details.
 */
const WIDE_VIEWPORT = 1440;

const ownerText = (row: ListRow) => row.owner?.name ?? "Nobody";

/** The buyer's language as staff read it, as in the lead notification: "Russian (ru)". */
function languageText(code: string): string {
  return `${new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code} (${code})`;
}

/** The ID column, first in the lists whose records staff refer to by number. */
const idColumn: Column<{ id: number }> = {
  id: "id",
  header: "ID",
  kind: "text",
  sortKey: "id",
  text: (r) => String(r.id),
};

/**
 * The name, e-mail and phone columns every list has; the e-mail and phone only from `minViewport` px
 * wide. The phone's field (and so its sort key) is named differently in each list.
 */
function personColumns<Row extends { name: string; email: string }>(
  minViewport: number,
  contact: { sortKey: string; text: (row: Row) => string },
): Column<Row>[] {
  return [
    { id: "name", header: "Name", kind: "text", sortKey: "name", text: (r) => r.name },
    { id: "email", header: "Email", kind: "email", sortKey: "email", minViewport, text: (r) => r.email },
    { id: "contact", header: "Contact", kind: "text", sortKey: contact.sortKey, minViewport, text: contact.text },
  ];
}

/** Who sent a sales lead (an inquiry or a catalogue request), first in its details. */
function buyerDetails<Row extends InquiryItem | CatalogueRequestItem>(): DetailField<Row>[] {
  return [
    { label: "Name", kind: "text", value: (r) => r.name },
    { label: "Company", kind: "text", value: (r) => r.companyName },
    { label: "Email", kind: "email", value: (r) => r.email },
    { label: "Contact number", kind: "phone", value: (r) => r.contactNumber },
    { label: "City", kind: "text", value: (r) => r.city },
    { label: "State", kind: "text", value: (r) => r.state },
    { label: "Country", kind: "text", value: (r) => r.country },
    { label: "Language", kind: "text", value: (r) => languageText(r.language) },
  ];
}

export const contactList: WorkList<InquiryItem> = {
  id: "contact",
  label: "Contact Us",
  noun: "inquiry",
  listPath: staffPaths.inquiries,
  spam: { listPath: staffPaths.inquiriesSpam, query: {}, countPath: staffPaths.inquiriesSpamCount },
  csvPath: staffPaths.inquiriesCsv,
  owned: true,
  changePath: (id) => `${staffPaths.inquiries}/${id}`,
  statuses: INQUIRY_STATUSES,
  defaultSort: { sort: listSorts.inquiries.default, order: listSorts.inquiries.order },
  searchHint: "Name, email or contact",
  emptyText: "No contact inquiries found",
  columns: [
    idColumn,
    ...personColumns<InquiryItem>(MOBILE_MAX_WIDTH, { sortKey: "contactNumber", text: (r) => r.contactNumber }),
    { id: "followup", header: "Follow-up", kind: "status", sortKey: "followupStatus", text: (r) => r.followupStatus },
    {
      id: "date",
      header: "Received",
      kind: "date",
      sortKey: "createdAt",
      minViewport: SMALL_MAX_WIDTH,
      text: (r) => r.createdAt,
    },
    { id: "owner", header: "Owner", kind: "text", sortKey: "owner", minViewport: WIDE_VIEWPORT, text: ownerText },
  ],
  details: [
    ...buyerDetails<InquiryItem>(),
    { label: "Received", kind: "date", value: (r) => r.createdAt },
    { label: "Owner", kind: "text", value: ownerText },
    { label: "Message", kind: "message", value: (r) => r.message },
  ],
};

export const careerList: WorkList<JobApplicationItem> = {
  id: "career",
  label: "Career",
  noun: "application",
  listPath: staffPaths.applications,
  spam: { listPath: staffPaths.applications, query: { spam: "true" }, countPath: staffPaths.applicationsSpamCount },
  csvPath: staffPaths.applicationsCsv,
  changePath: (id) => `${staffPaths.applications}/${id}`,
  statuses: APPLICATION_STATUSES,
  defaultSort: { sort: listSorts.applications.default, order: listSorts.applications.order },
  searchHint: "Name, email, contact or position",
  emptyText: "No applications found",
  columns: [
    idColumn,
    ...personColumns<JobApplicationItem>(MOBILE_MAX_WIDTH, { sortKey: "contact", text: (r) => r.contact }),
    {
      id: "position",
      header: "Position",
      kind: "text",
      sortKey: "jobTitle",
      minViewport: SMALL_MAX_WIDTH,
      text: (r) => r.jobTitle,
    },
    { id: "followup", header: "Follow-up", kind: "status", sortKey: "followupStatus", text: (r) => r.followupStatus },
    { id: "resume", header: "Resume", kind: "resume" },
    {
      id: "date",
      header: "Applied",
      kind: "date",
      sortKey: "createdAt",
      minViewport: SMALL_MAX_WIDTH,
      text: (r) => r.createdAt,
    },
  ],
  details: [
    { label: "Name", kind: "text", value: (r) => r.name },
    { label: "Email", kind: "email", value: (r) => r.email },
    { label: "Contact", kind: "phone", value: (r) => r.contact },
    { label: "Qualification", kind: "text", value: (r) => r.qualification },
    { label: "Position", kind: "text", value: (r) => r.jobTitle },
    { label: "Applied", kind: "date", value: (r) => r.createdAt },
    { label: "Resume", kind: "resume", value: (r) => r.resumePath },
    { label: "Message", kind: "message", value: (r) => r.message },
  ],
};

export const catalogueList: WorkList<CatalogueRequestItem> = {
  id: "catalogue",
  label: "Download Catalogue",
  noun: "catalogue request",
  listPath: staffPaths.catalogueRequests,
  spam: {
    listPath: staffPaths.catalogueRequests,
    query: { spam: "true" },
    countPath: staffPaths.catalogueRequestsSpamCount,
  },
  csvPath: staffPaths.catalogueRequestsCsv,
  owned: true,
  // Only the spam flag: a catalogue request has no follow-up status.
  changePath: (id) => `${staffPaths.catalogueRequest}/${id}`,
  defaultSort: { sort: listSorts.catalogueRequests.default, order: listSorts.catalogueRequests.order },
  searchHint: "Name, email, contact, city, state or category",
  emptyText: "No catalog submissions found",
  columns: [
    // Spec §9: e-mail and contact hidden at 480 px or less, so shown from 481 px.
    ...personColumns<CatalogueRequestItem>(SMALL_MAX_WIDTH + 1, {
      sortKey: "contactNumber",
      text: (r) => r.contactNumber,
    }),
    { id: "city", header: "City", kind: "text", sortKey: "city", text: (r) => r.city },
    { id: "state", header: "State", kind: "text", sortKey: "state", text: (r) => r.state },
    { id: "category", header: "Category", kind: "text", sortKey: "productCategory", text: (r) => r.productCategory },
    { id: "date", header: "Date", kind: "date", sortKey: "date", text: (r) => r.date },
    { id: "owner", header: "Owner", kind: "text", sortKey: "owner", minViewport: WIDE_VIEWPORT, text: ownerText },
  ],
  details: [
    ...buyerDetails<CatalogueRequestItem>(),
    { label: "Product category", kind: "text", value: (r) => r.productCategory },
    { label: "Brochure", kind: "text", value: (r) => r.brochureLink },
    { label: "Page", kind: "text", value: (r) => r.pageUrl },
    { label: "IP address", kind: "text", value: (r) => r.ipAddress },
    { label: "Date", kind: "date", value: (r) => r.date },
    { label: "Owner", kind: "text", value: ownerText },
    { label: "Message", kind: "message", value: (r) => r.message },
  ],
};

/** The lists in the sidebar's order; the first is the dashboard's default. */
const workLists: readonly WorkList<ListRow>[] = [contactList, careerList, catalogueList];
export const DEFAULT_LIST: WorkListId = "contact";

export function isWorkListId(value: string | null): value is WorkListId {
  return workLists.some((list) => list.id === value);
}

export function workListById(id: WorkListId): WorkList<ListRow> {
  return workLists.find((list) => list.id === id) ?? contactList;
}

/** The sort keys a list's headers offer. */
export function sortKeys(list: WorkList<ListRow>): string[] {
  return list.columns.flatMap((column) => (column.sortKey ? [column.sortKey] : []));
}

/** The columns a window `width` px wide shows (docs/spec.md §9, "Admin responsiveness"). */
export function visibleColumns<Row>(columns: readonly Column<Row>[], width: number): Column<Row>[] {
  return columns.filter((column) => width >= (column.minViewport ?? 0));
}
