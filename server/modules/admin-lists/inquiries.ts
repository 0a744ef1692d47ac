/** Contact inquiries as staff see them: list definition, item shape and follow-up changes. */
import { parseStoredSpamReasons } from "#contracts/spam-reasons";
import type { InquiryChange, InquiryItem, InquiryStatus, listSorts } from "#contracts/staff-portal";
import { LEAD_SALES_COLUMNS, type ListDefinition, type SortColumn, leadSalesFields } from "./list-repository";
import type { StaffRef } from "#contracts/sales";
import { withOwnerNames } from "#server/modules/sales/lead-events";
import { type ChangeContext, type RecordBefore, applyChange } from "./record-changes";

const sorts: Record<(typeof listSorts.inquiries.keys)[number], SortColumn> = {
  id: { column: "id" },
  name: { column: "name", text: true },
  email: { column: "email", text: true },
  contactNumber: { column: "contact_number" },
  followupStatus: { column: "followup_status" },
  createdAt: { column: "created_at" },
  owner: { column: "owner_sort", text: true },
};

export const inquiryList: ListDefinition = {
  table: "inquiries",
  columns: [
    "id",
    "name",
    "company_name",
    "email",
    "contact_number",
    "city",
    "state",
    "country",
    "message",
    "followup_status",
    "is_spam",
    "spam_reasons",
    "created_at",
    ...LEAD_SALES_COLUMNS,
  ],
  sorts,
  // Spec §9: name, email, contact (the old records' contactNo is the same contact number).
  searched: ["name", "email", "contact_number"],
};

export function toInquiryItem(row: Record<string, unknown>): InquiryItem {
  return {
    id: Number(row.id),
    name: String(row.name),
    companyName: String(row.company_name),
    email: String(row.email),
    contactNumber: String(row.contact_number),
    city: String(row.city),
    state: String(row.state),
    country: String(row.country),
    message: String(row.message),
    followupStatus: String(row.followup_status) as InquiryStatus,
    isSpam: Number(row.is_spam) === 1,
    spamReasons: parseStoredSpamReasons(row.spam_reasons),
    createdAt: String(row.created_at),
    ...leadSalesFields(row),
  };
}

/** Applies a follow-up or spam change; null when there is no such inquiry. */
export async function changeInquiry(
  ctx: ChangeContext,
  id: number,
  change: InquiryChange,
  by?: StaffRef,
): Promise<{ item: InquiryItem; before: RecordBefore } | null> {
  const changed = await applyChange(ctx, inquiryList, id, change, by);
  if (!changed) return null;
  const [row] = await withOwnerNames(ctx.db, [changed.row]);
  return { item: toInquiryItem(row!), before: changed.before };
}
