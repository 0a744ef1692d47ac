/** Catalogue requests as staff see them (docs/spec.md §3 "Catalogue submission (admin)"), and their spam flag. */
import { parseStoredSpamReasons } from "#contracts/spam-reasons";
import type { CatalogueRequestChange, CatalogueRequestItem, listSorts } from "#contracts/staff-portal";
import { LEAD_SALES_COLUMNS, type ListDefinition, type SortColumn, leadSalesFields } from "./list-repository";
import type { StaffRef } from "#contracts/sales";
import { withOwnerNames } from "#server/modules/sales/lead-events";
import { applyChange, type ChangeContext, type RecordBefore } from "./record-changes";

const sorts: Record<(typeof listSorts.catalogueRequests.keys)[number], SortColumn> = {
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

export const catalogueRequestList: ListDefinition = {
  table: "catalogue_requests",
  columns: [
    "id",
    "name",
    "company_name",
    "email",
    "contact_number",
    "city",
    "state",
    "country",
    "product_category",
    "message",
    "brochure_link",
    "page_url",
    "ip_address",
    "is_spam",
    "spam_reasons",
    "created_at",
    ...LEAD_SALES_COLUMNS,
  ],
  sorts,
  // Spec §9: name, email, contact, city, state, category.
  searched: ["name", "email", "contact_number", "city", "state", "product_category"],
};

export function toCatalogueRequestItem(row: Record<string, unknown>): CatalogueRequestItem {
  const optional = (value: unknown) => (value === null || value === undefined || value === "" ? null : String(value));
  return {
    id: Number(row.id),
    name: String(row.name),
    companyName: String(row.company_name),
    email: String(row.email),
    contactNumber: String(row.contact_number),
    city: String(row.city),
    state: String(row.state),
    country: String(row.country),
    productCategory: String(row.product_category),
    message: optional(row.message),
    brochureLink: optional(row.brochure_link),
    pageUrl: optional(row.page_url),
    ipAddress: optional(row.ip_address),
    isSpam: Number(row.is_spam) === 1,
    spamReasons: parseStoredSpamReasons(row.spam_reasons),
    date: String(row.created_at),
    ...leadSalesFields(row),
  };
}

/**
 * Marks a request spam or not; Not Spam sends the catalogue and the staff notification that were
 * held back. Null when there is no such request.
 */
export async function changeCatalogueRequest(
  ctx: ChangeContext,
  id: number,
  change: CatalogueRequestChange,
  by?: StaffRef,
): Promise<{ item: CatalogueRequestItem; before: RecordBefore } | null> {
  const changed = await applyChange(ctx, catalogueRequestList, id, change, by);
  if (!changed) return null;
  const [row] = await withOwnerNames(ctx.db, [changed.row]);
  return { item: toCatalogueRequestItem(row!), before: changed.before };
}
