/** The main navigation (docs/spec.md §2 "Navigation bar"), shared by the header menu and the footer's quick links. */
import type { MessageKey } from "~/i18n/messages/en";

export interface NavLinkItem {
  label: string;
  to: string;
}

/** An entry that opens a list of links; `to` is the overview page the list belongs to. */
export interface NavMenuItem extends NavLinkItem {
  items: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

/**
 * The bar, its PRODUCT LINE menu listing `productLines`: the published product lines, which the
 * public layout's loader hands over (the footer's quick links show the bar's entries only). The
 * top-level labels are English texts of the catalogues; the lines' own names have no translation yet.
 */
const mainNavigation = (productLines: readonly NavLinkItem[]): readonly (NavItem & { label: MessageKey })[] => [
  { label: "HOME", to: "/" },
  { label: "ABOUT US", to: "/Aboutus" },
  { label: "PRODUCT LINE", to: "/PlasticRecycling", items: productLines },
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

/**
 * The navigation as a page in another locale shows it: labels from its catalogue, links to its
 * addresses; `productLines` (English addresses) fill the PRODUCT LINE menu.
 */
export function localizedNavigation(
  translate: (key: MessageKey) => string,
  localize: (path: string) => string,
  productLines: readonly NavLinkItem[] = [],
): readonly NavItem[] {
  return mainNavigation(productLines).map((item) => {
    const top = { label: translate(item.label), to: localize(item.to) };
    return isNavMenuItem(item)
      ? { ...top, items: item.items.map((line) => ({ label: line.label, to: localize(line.to) })) }
      : top;
  });
}
