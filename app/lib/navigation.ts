/** The main navigation (docs/spec.md §2 "Navigation bar"), shared by the header menu and the footer's quick links. */
import type { MessageKey } from "~/i18n/messages/en";
import { productLinePath, productLines } from "#content/product-lines";

export interface NavLinkItem {
  label: string;
  to: string;
}

/** An entry that opens a list of links; `to` is the overview page the list belongs to. */
export interface NavMenuItem extends NavLinkItem {
  items: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

/** The top-level labels are English texts of the catalogues; the product lines' own names have no translation yet. */
const mainNavigation: readonly (NavItem & { label: MessageKey })[] = [
  { label: "HOME", to: "/" },
  { label: "ABOUT US", to: "/Aboutus" },
  {
    label: "PRODUCT LINE",
    to: "/PlasticRecycling",
    items: productLines.map((line) => ({ label: line.title, to: productLinePath(line.slug) })),
  },
  { label: "SPARES & SERVICES", to: "/Service" },
  { label: "NEWS & EVENTS", to: "/news" },
  { label: "EXHIBITIONS", to: "/Exhibition" },
  { label: "CAREERS", to: "/Carrer" },
  { label: "CONTACT US", to: "/ContactUs" },
];

export function isNavMenuItem(item: NavItem): item is NavMenuItem {
  return "items" in item;
}

/** True when `pathname` is `to` or below it, ignoring case as the router does. */
export function isWithin(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const base = to.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}

/** The navigation as a page in another locale shows it: labels from its catalogue, links to its addresses. */
export function localizedNavigation(
  translate: (key: MessageKey) => string,
  localize: (path: string) => string,
): readonly NavItem[] {
  return mainNavigation.map((item) => {
    const top = { label: translate(item.label), to: localize(item.to) };
    return isNavMenuItem(item)
      ? { ...top, items: item.items.map((line) => ({ label: line.label, to: localize(line.to) })) }
      : top;
  });
}
