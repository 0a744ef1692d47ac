/**
 * The portal's three work lists as data: where each is fetched, sorted, exported and changed,
 * which columns it shows at which widths (docs/spec.md §9), what its details panel holds, and its empty
 * text (docs/spec.md §8). The table components read only this.
 */
import {
  APPLICATION_STATUSES,
  type CatalogueRequestItem,
  INQUIRY_STATUSES,
  type InquiryItem,
  type JobApplicationItem,
  listSorts,
  staffPaths,
} from "#contracts/staff-portal";

export type SectionId = "contact" | "career" | "catalogue";
export type SortOrder = "asc" | "desc";
export type CellKind = "text" | "date" | "status" | "resume";

export interface Column<Row> {
  id: string;
  header: string;
  kind: CellKind;
  /** The API's sort key; a column without one cannot be sorted. */
  sortKey?: string;
  /** Shown only when the window is at least this wide (px). */
  minViewport?: number;
  text?: (row: Row) => string;
}

export interface DetailField<Row> {
  label: string;
  kind: "text" | "date" | "email" | "phone" | "message" | "resume";
  value: (row: Row) => string | null;
}

export interface SectionConfig<Row extends { id: number }> {
  id: SectionId;
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
  /** PATCH target of one record; absent when records cannot be changed. */
  changePath?: (id: number) => string;
  statuses?: readonly string[];
  defaultSort: { sort: string; order: SortOrder };
  searchHint: string;
  emptyText: string;
  columns: Column<Row>[];
  details: DetailField<Row>[];
}

/** Below this width a list keeps only its essential columns; at this width and up the next rule applies. */
export const SMALL_SCREEN_MIN = 480;
export const WIDE_SCREEN_MIN = 768;

export const contactSection: SectionConfig<InquiryItem> = {
  id: "contact",
  label: "Contact Us",
  noun: "inquiry",
  listPath: staffPaths.inquiries,
  spam: { listPath: staffPaths.inquiriesSpam, query: {}, countPath: staffPaths.inquiriesSpamCount },
  csvPath: staffPaths.inquiriesCsv,
  changePath: (id) => `${staffPaths.inquiries}/${id}`,
  statuses: INQUIRY_STATUSES,
  defaultSort: { sort: listSorts.inquiries.default, order: listSorts.inquiries.order },
  searchHint: "Name, email or contact",
  emptyText: "No contact inquiries found",
  columns: [
    { id: "id", header: "ID", kind: "text", sortKey: "id", text: (r) => String(r.id) },
    { id: "name", header: "Name", kind: "text", sortKey: "name", text: (r) => r.name },
    {
      id: "email",
      header: "Email",
      kind: "text",
      sortKey: "email",
      minViewport: WIDE_SCREEN_MIN,
      text: (r) => r.email,
    },
    {
      id: "contact",
      header: "Contact",
      kind: "text",
      sortKey: "contactNumber",
      minViewport: WIDE_SCREEN_MIN,
      text: (r) => r.contactNumber,
    },
    { id: "followup", header: "Follow-up", kind: "status", sortKey: "followupStatus", text: (r) => r.followupStatus },
    {
      id: "date",
      header: "Received",
      kind: "date",
      sortKey: "createdAt",
      minViewport: SMALL_SCREEN_MIN,
      text: (r) => r.createdAt,
    },
  ],
  details: [
    { label: "Name", kind: "text", value: (r) => r.name },
    { label: "Company", kind: "text", value: (r) => r.companyName },
    { label: "Email", kind: "email", value: (r) => r.email },
    { label: "Contact number", kind: "phone", value: (r) => r.contactNumber },
    { label: "City", kind: "text", value: (r) => r.city },
    { label: "State", kind: "text", value: (r) => r.state },
    { label: "Country", kind: "text", value: (r) => r.country },
    { label: "Received", kind: "date", value: (r) => r.createdAt },
    { label: "Message", kind: "message", value: (r) => r.message },
  ],
};

export const careerSection: SectionConfig<JobApplicationItem> = {
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
    { id: "id", header: "ID", kind: "text", sortKey: "id", text: (r) => String(r.id) },
    { id: "name", header: "Name", kind: "text", sortKey: "name", text: (r) => r.name },
    {
      id: "email",
      header: "Email",
      kind: "text",
      sortKey: "email",
      minViewport: WIDE_SCREEN_MIN,
      text: (r) => r.email,
    },
    {
      id: "contact",
      header: "Contact",
      kind: "text",
      sortKey: "contact",
      minViewport: WIDE_SCREEN_MIN,
      text: (r) => r.contact,
    },
    {
      id: "position",
      header: "Position",
      kind: "text",
      sortKey: "jobTitle",
      minViewport: SMALL_SCREEN_MIN,
      text: (r) => r.jobTitle,
    },
    { id: "followup", header: "Follow-up", kind: "status", sortKey: "followupStatus", text: (r) => r.followupStatus },
    { id: "resume", header: "Resume", kind: "resume" },
    {
      id: "date",
      header: "Applied",
      kind: "date",
      sortKey: "createdAt",
      minViewport: SMALL_SCREEN_MIN,
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

export const catalogueSection: SectionConfig<CatalogueRequestItem> = {
  id: "catalogue",
  label: "Download Catalogue",
  noun: "catalogue request",
  listPath: staffPaths.catalogueRequests,
  csvPath: staffPaths.catalogueRequestsCsv,
  defaultSort: { sort: listSorts.catalogueRequests.default, order: listSorts.catalogueRequests.order },
  searchHint: "Name, email, contact, city, state or category",
  emptyText: "No catalog submissions found",
  columns: [
    { id: "name", header: "Name", kind: "text", sortKey: "name", text: (r) => r.name },
    // Spec §9: hidden at 480 px or less, so shown from 481 px.
    {
      id: "email",
      header: "Email",
      kind: "text",
      sortKey: "email",
      minViewport: SMALL_SCREEN_MIN + 1,
      text: (r) => r.email,
    },
    {
      id: "contact",
      header: "Contact",
      kind: "text",
      sortKey: "contactNumber",
      minViewport: SMALL_SCREEN_MIN + 1,
      text: (r) => r.contactNumber,
    },
    { id: "city", header: "City", kind: "text", sortKey: "city", text: (r) => r.city },
    { id: "state", header: "State", kind: "text", sortKey: "state", text: (r) => r.state },
    { id: "category", header: "Category", kind: "text", sortKey: "productCategory", text: (r) => r.productCategory },
    { id: "date", header: "Date", kind: "date", sortKey: "date", text: (r) => r.date },
  ],
  details: [
    { label: "Name", kind: "text", value: (r) => r.name },
    { label: "Company", kind: "text", value: (r) => r.companyName },
    { label: "Email", kind: "email", value: (r) => r.email },
    { label: "Contact number", kind: "phone", value: (r) => r.contactNumber },
    { label: "City", kind: "text", value: (r) => r.city },
    { label: "State", kind: "text", value: (r) => r.state },
    { label: "Country", kind: "text", value: (r) => r.country },
    { label: "Product category", kind: "text", value: (r) => r.productCategory },
    { label: "Brochure", kind: "text", value: (r) => r.brochureLink },
    { label: "Page", kind: "text", value: (r) => r.pageUrl },
    { label: "IP address", kind: "text", value: (r) => r.ipAddress },
    { label: "Date", kind: "date", value: (r) => r.date },
    { label: "Message", kind: "message", value: (r) => r.message },
  ],
};

export const SECTION_ORDER: readonly SectionId[] = ["contact", "career", "catalogue"];
export const DEFAULT_SECTION: SectionId = "contact";

export function isSectionId(value: string | null): value is SectionId {
  return value !== null && (SECTION_ORDER as readonly string[]).includes(value);
}

/** The columns a window `width` px wide shows (docs/spec.md §9, "Admin responsiveness"). */
export function visibleColumns<Row>(columns: readonly Column<Row>[], width: number): Column<Row>[] {
  return columns.filter((column) => width >= (column.minViewport ?? 0));
}
