/** The main navigation (docs/spec.md §2 "Navigation bar"), shared by the header menu and the footer's quick links. */
import type { MessageKey } from "~/i18n/messages/en";
import { productLinePath, productLines } from "#content/product-lines";

export interface NavLinkItem {
  label: string;
  to: string;
  /** The label's key in the locale catalogues; the product lines' own names have none yet. */
  messageKey?: MessageKey;
}

/** An entry that opens a list of links; `to` is the overview page the list belongs to. */
export interface NavMenuItem extends NavLinkItem {
  items: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

const mainNavigation: readonly NavItem[] = [
  { label: "HOME", messageKey: "nav.home", to: "/" },
  { label: "ABOUT US", messageKey: "nav.about", to: "/Aboutus" },
  {
    label: "PRODUCT LINE",
    messageKey: "nav.productLine",
    to: "/PlasticRecycling",
    items: productLines.map((line) => ({ label: line.title, to: productLinePath(line.slug) })),
  },
  { label: "SPARES & SERVICES", messageKey: "nav.service", to: "/Service" },
  { label: "NEWS & EVENTS", messageKey: "nav.news", to: "/news" },
  { label: "EXHIBITIONS", messageKey: "nav.exhibitions", to: "/Exhibition" },
  { label: "CAREERS", messageKey: "nav.careers", to: "/Carrer" },
  { label: "CONTACT US", messageKey: "nav.contact", to: "/ContactUs" },
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
  const link = (item: NavLinkItem): NavLinkItem => ({
    label: item.messageKey ? translate(item.messageKey) : item.label,
    to: localize(item.to),
  });
  return mainNavigation.map((item) =>
    isNavMenuItem(item) ? { ...link(item), items: item.items.map(link) } : link(item),
  );
}
