/**
 * The sidebar's sections as data: what each is called, its icon, where it opens, and the area of
 * contracts/staff-roles.ts it belongs to, which decides who sees it (the server decides the same
 * way who may use it). A new section is one more entry.
 */
import { COLLECTION_LABELS, COLLECTIONS, type Collection } from "#contracts/collections/api";
import { contentListHref } from "~/features/admin/content/content-view";
import { type StaffArea, mayUse } from "#contracts/staff-roles";
import type { IconName } from "~/features/admin/icons";
import { PEOPLE_PATH } from "~/features/admin/people/people-view";
import { BUYERS_PATH } from "~/features/admin/sales/buyers-view";
import { ACCOUNT_PATH, AUDIT_PATH, SALES_DASHBOARD_PATH, USERS_PATH } from "~/features/admin/paths";
import { freshView, listViewHref } from "~/features/admin/work-lists/list-view";
import { type WorkListId, workListById } from "~/features/admin/work-lists/lists";

export interface PortalSection {
  id: string;
  label: string;
  icon: IconName;
  /** Where the section opens: as if new, with no search or filter kept from before. */
  href: string;
  /** The part of the portal it shows: the roles that may use that area see the section. */
  area: StaffArea;
}

function workListSection(id: WorkListId, icon: IconName, area: StaffArea): PortalSection {
  return { id, label: workListById(id).label, icon, href: listViewHref(freshView(id)), area };
}

/** A content collection's list; its id, icon and area are the collection's. */
function contentSection(collection: Collection): PortalSection {
  return {
    id: collection,
    label: COLLECTION_LABELS[collection],
    icon: collection,
    href: contentListHref({ collection, q: "", status: "all", page: 1 }),
    area: collection,
  };
}

export const portalSections: readonly PortalSection[] = [
  workListSection("contact", "inquiries", "inquiries"),
  workListSection("career", "career", "applications"),
  workListSection("catalogue", "catalogue", "catalogueRequests"),
  { id: "buyers", label: "Buyers", icon: "people", href: BUYERS_PATH, area: "buyers" },
  {
    id: "sales-dashboard",
    label: "Sales dashboard",
    icon: "reports",
    href: SALES_DASHBOARD_PATH,
    area: "salesReports",
  },
  ...COLLECTIONS.map(contentSection),
  { id: "people", label: "Personal data", icon: "people", href: PEOPLE_PATH, area: "people" },
  { id: "users", label: "Users", icon: "users", href: USERS_PATH, area: "users" },
  { id: "routing", label: "Routing", icon: "routing", href: "/admin/routing", area: "routing" },
  { id: "audit", label: "Audit trail", icon: "audit", href: AUDIT_PATH, area: "audit" },
  { id: "account", label: "My account", icon: "account", href: ACCOUNT_PATH, area: "signedIn" },
];

/** The sections a person with these roles may open, in the sidebar's order. */
export function sectionsFor(
  roles: readonly string[] | undefined,
  sections: readonly PortalSection[] = portalSections,
): PortalSection[] {
  return sections.filter((section) => roles !== undefined && mayUse(roles, section.area));
}

/** Where a person lands after signing in: their first section (My account when they have no list). */
export function landingPath(roles: readonly string[] | undefined): string {
  return sectionsFor(roles)[0]?.href ?? ACCOUNT_PATH;
}
