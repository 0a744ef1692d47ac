/**
 * The name a product tab's catalogue request is filed under, e.g. "Circular Looms: 6-Shuttle", or
 * the machine alone on a page whose one tab is "Product". The product page sends it as
 * `productCategory`, the server accepts only these names, and staff read them in the portal and
 * the CSV. No imports: the product page's bundle carries it.
 */
export function productTabTitle(pageName: string, tabLabel: string): string {
  return tabLabel === "Product" ? pageName : `${pageName}: ${tabLabel}`;
}

/** The home form's catalogue: every line in one PDF (scripts/catalogues), built beside the per-tab ones. */
export const FULL_RANGE_CATALOGUE = "/catalogues/full-range.pdf";
