/**
 * The sidebar's sections as data: what each is called, its icon, where it opens, and which staff
 * roles may use it. A new section is one more entry; a section for some roles only lists them.
 */
import { COLLECTION_LABELS, COLLECTIONS, type Collection } from "#contracts/collections/api";
import { STAFF_ROLE } from "#contracts/staff-portal";
import { contentListHref } from "~/features/admin/content/content-view";
import type { IconName } from "~/features/admin/icons";
import { PEOPLE_PATH } from "~/features/admin/people/people-view";
import { freshView, listViewHref } from "~/features/admin/work-lists/list-view";
import { type WorkListId, workListById } from "~/features/admin/work-lists/lists";

export interface PortalSection {
  id: string;
  label: string;
  icon: IconName;
  /** Where the section opens: as if new, with no search or filter kept from before. */
  href: string;
  /** The roles that see the section; absent, every signed-in staff member does. */
  roles?: readonly string[];
}

function workListSection(id: WorkListId, icon: IconName): PortalSection {
  return { id, label: workListById(id).label, icon, href: listViewHref(freshView(id)) };
}

/** A content collection's list; its id is the collection's, and so is its icon. */
function contentSection(collection: Collection): PortalSection {
  return {
    id: collection,
    label: COLLECTION_LABELS[collection],
    icon: collection,
    href: contentListHref({ collection, q: "", status: "all", page: 1 }),
  };
}

export const portalSections: readonly PortalSection[] = [
  workListSection("contact", "inquiries"),
  workListSection("career", "career"),
  workListSection("catalogue", "catalogue"),
  ...COLLECTIONS.map(contentSection),
  // Personal data: finding, exporting and erasing a person is for administrators alone.
  { id: "people", label: "Personal data", icon: "people", href: PEOPLE_PATH, roles: [STAFF_ROLE] },
];

/** The sections a person with `role` may open, in the sidebar's order. */
export function sectionsFor(role: string | undefined, sections: readonly PortalSection[] = portalSections) {
  return sections.filter((section) => !section.roles || (role !== undefined && section.roles.includes(role)));
}
