/** schema.org Product for a machine page: what the page states, and no invented offers or ratings. Made by the page's loader, so none of it is in a bundle. */
import { company } from "#content/company";
import type { ProductPage } from "#content/product-lines";
import type { ProductContent, ProductTab } from "#content/products/schema";
import type { Locale } from "#contracts/locales";

/**
 * The figures of the page's first specification table, one per cell: named by the row's first cell
 * and, in a table of several columns of figures, the column's label ("JP-TL 75: Output (kg/h)").
 */
function specifications({ tableHeaders: columns, tableRows: rows }: ProductTab) {
  return rows.flatMap(([label, ...cells]) =>
    cells.map((value, index) => ({
      "@type": "PropertyValue",
      name: columns.length > 2 ? `${label}: ${columns[index + 1]}` : label,
      value,
    })),
  );
}

/** React Router's <Meta> writes it as <script type="application/ld+json">, escaping "<". */
export function productJsonLd(
  page: ProductPage,
  product: ProductContent,
  url: string,
  locale: Locale,
): Record<string, unknown> {
  const organization = { "@type": "Organization", name: company.legalName, alternateName: company.name };
  // Only a type comes from schema.ts: its zod schemas stay out of the page's bundle.
  const first = product.tabs?.[0] ?? product.tabGroups?.[0]?.tabs[0];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: page.name,
    description: [product.headline, ...product.intro].join(" "),
    url,
    // The page, in its language: a Product has no inLanguage of its own (schema.org).
    mainEntityOfPage: { "@type": "WebPage", "@id": url, inLanguage: locale },
    category: "Plastic processing machinery",
    brand: { "@type": "Brand", name: company.name },
    manufacturer: organization,
    ...(first?.tableRows.length ? { additionalProperty: specifications(first) } : {}),
  };
}
