/** schema.org Product for a machine page: what the page states, and no invented offers or ratings. */
import { company } from "#content/company";
import type { ProductPage } from "#content/product-lines";
import type { ProductContent } from "#content/products/schema";

/** React Router's <Meta> writes it as <script type="application/ld+json">, escaping "<". */
export function productJsonLd(page: ProductPage, product: ProductContent, url: string): Record<string, unknown> {
  const organization = { "@type": "Organization", name: company.legalName, alternateName: company.name };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: page.name,
    description: [product.headline, ...product.intro].join(" "),
    url,
    category: "Plastic processing machinery",
    brand: { "@type": "Brand", name: company.name },
    manufacturer: organization,
  };
}
