/** Contact inquiries as staff see them: the list's one definition (query, item, CSV and routes). */
import { parseStoredSpamReasons } from "#contracts/spam-reasons";
import {
  type InquiryChange,
  type InquiryItem,
  type InquiryStatus,
  inquiryChangeSchema,
  inquiryItemSchema,
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
  "message",
  "followup_status",
  "is_spam",
  "spam_reasons",
  "created_at",
  ...LEAD_SALES_COLUMNS,
] as const;
type Column = (typeof columns)[number];

const sorts: Record<(typeof listSorts.inquiries.keys)[number], SortColumn<ListColumn<"inquiries">>> = {
  id: { column: "id" },
  name: { column: "name", text: true },
  email: { column: "email", text: true },
  contactNumber: { column: "contact_number" },
  followupStatus: { column: "followup_status" },
  createdAt: { column: "created_at" },
  owner: { column: "owner_sort", text: true },
};

export const inquiryList: StaffList<"inquiries", Column, InquiryItem, InquiryChange> = {
  name: "inquiries",
  table: "inquiries",
  columns,
  sorts,
  // Spec §9: name, email, contact (the old records' contactNo is the same contact number).
  searched: ["name", "email", "contact_number"],
  sortRules: listSorts.inquiries,
  itemSchema: inquiryItemSchema,
  changeSchema: inquiryChangeSchema,
  paths: {
    list: staffPaths.inquiries,
    spamList: staffPaths.inquiriesSpam,
    spamCount: staffPaths.inquiriesSpamCount,
    csv: staffPaths.inquiriesCsv,
    record: staffPaths.inquiries,
  },
  noun: "inquiry",
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
    message: row.message,
    followupStatus: row.followup_status as InquiryStatus,
    isSpam: row.is_spam === 1,
    spamReasons: parseStoredSpamReasons(row.spam_reasons),
    createdAt: row.created_at,
    ...leadSalesFields(row),
  }),
  csv: {
    name: "contact-inquiries",
    columns: [
      ["Name", textCell("name")],
      ["Email", textCell("email")],
      ["Contact Number", phoneNumberCell("contact_number")],
      ["Status", textCell("followup_status")],
      ["Timestamp (IST)", arrivalCell],
    ],
    salesColumns: LEAD_SALES_CSV,
  },
};
