/**
 * Which tab a product page shows, from a `?tab=` deep link. On Bag-Conversion a slug may name a
 * main tab (its first sub-tab opens) or a sub-tab (its main tab opens with it).
 */
import type { ProductContent } from "#content/products/schema";

export interface TabSelection {
  /** The main tab on a two-level page, else undefined. */
  group?: string;
  tab: string;
}

export function defaultSelection(product: Pick<ProductContent, "tabs" | "tabGroups">): TabSelection {
  const group = product.tabGroups?.[0];
  if (group) return { group: group.slug, tab: group.tabs[0]?.slug ?? "" };
  return { tab: product.tabs?.[0]?.slug ?? "" };
}

/** The selection a deep link asks for, or null when it names nothing on this page. */
export function selectionFor(
  product: Pick<ProductContent, "tabs" | "tabGroups">,
  slug: string | null,
): TabSelection | null {
  if (!slug) return null;
  if (product.tabGroups) {
    for (const group of product.tabGroups) {
      if (group.slug === slug) return { group: group.slug, tab: group.tabs[0]?.slug ?? "" };
      if (group.tabs.some((tab) => tab.slug === slug)) return { group: group.slug, tab: slug };
    }
    return null;
  }
  return product.tabs?.some((tab) => tab.slug === slug) ? { tab: slug } : null;
}

/** The page address with `?tab=` set (other query parameters and the hash kept). */
export function withTabParam(href: string, slug: string): string {
  const url = new URL(href);
  url.searchParams.set("tab", slug);
  return `${url.pathname}${url.search}${url.hash}`;
}
