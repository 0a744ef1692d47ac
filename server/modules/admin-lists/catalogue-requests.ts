/**
 * Catalogue requests as staff see them (docs/spec.md §3 "Catalogue submission (admin)"): the
 * list's one definition (query, item, CSV and routes). Marking one Not Spam sends the catalogue
 * and the staff notification that were held back (record-changes.ts).
 */
import { parseStoredSpamReasons } from "#contracts/spam-reasons";
import {
  type CatalogueRequestChange,
  type CatalogueRequestItem,
  catalogueRequestChangeSchema,
  catalogueRequestItemSchema,
  listSorts,
  staffPaths,
} from "#contracts/staff-portal";
import { LEAD_SALES_COLUMNS, type ListColumn, type SortColumn, leadSalesFields } from "./list-repository";
import { LEAD_SALES_CSV } from "./exports";
import { type StaffList, arrivalCell, phoneNumberCell, textCell } from "./staff-list";

const columns = [
  "id",
  "name",
  "company_name",
  "email",
  "contact_number",
  "city",
  "state",
  "country",
  "language",
  "product_category",
  "message",
  "brochure_link",
  "page_url",
  "ip_address",
  "is_spam",
  "spam_reasons",
  "created_at",
  ...LEAD_SALES_COLUMNS,
] as const;
type Column = (typeof columns)[number];

const sorts: Record<(typeof listSorts.catalogueRequests.keys)[number], SortColumn<ListColumn<"catalogue_requests">>> = {
  date: { column: "created_at" },
  id: { column: "id" },
  name: { column: "name", text: true },
  email: { column: "email", text: true },
  contactNumber: { column: "contact_number" },
  city: { column: "city", text: true },
  state: { column: "state", text: true },
  productCategory: { column: "product_category", text: true },
  owner: { column: "owner_sort", text: true },
};

export const catalogueRequestList: StaffList<
  "catalogue_requests",
  Column,
  CatalogueRequestItem,
  CatalogueRequestChange
> = {
  name: "catalogueRequests",
  table: "catalogue_requests",
  columns,
  sorts,
  // Spec §9: name, email, contact, city, state, category.
  searched: ["name", "email", "contact_number", "city", "state", "product_category"],
  sortRules: listSorts.catalogueRequests,
  itemSchema: catalogueRequestItemSchema,
  changeSchema: catalogueRequestChangeSchema,
  paths: {
    list: staffPaths.catalogueRequests,
    spamCount: staffPaths.catalogueRequestsSpamCount,
    csv: staffPaths.catalogueRequestsCsv,
    record: staffPaths.catalogueRequest,
  },
  noun: "catalogue request",
  owned: true,
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    email: row.email,
    contactNumber: row.contact_number,
    city: row.city,
    state: row.state,
    country: row.country,
    language: row.language,
    productCategory: row.product_category,
    // An empty text reads as none given.
    message: row.message || null,
    brochureLink: row.brochure_link || null,
    pageUrl: row.page_url || null,
    ipAddress: row.ip_address || null,
    isSpam: row.is_spam === 1,
    spamReasons: parseStoredSpamReasons(row.spam_reasons),
    date: row.created_at,
    ...leadSalesFields(row),
  }),
  csv: {
    name: "catalogue-requests",
    columns: [
      ["Name", textCell("name")],
      ["Email", textCell("email")],
      ["Contact Number", phoneNumberCell("contact_number")],
      ["City", textCell("city")],
      ["State", textCell("state")],
      ["Product Category", textCell("product_category")],
      ["Message", textCell("message")],
      ["Date (IST)", arrivalCell],
    ],
    salesColumns: LEAD_SALES_CSV,
  },
};
