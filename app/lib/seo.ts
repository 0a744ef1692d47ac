/** Title, description, canonical URL and Open Graph tags for a public page, from the site map. */
import type { MetaDescriptor } from "react-router";
import { company } from "#content/company";
import { findPublicPage, type PublicPage } from "#content/site-map";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";

export function absoluteUrl(path: string): string {
  return `${PUBLIC_ORIGIN_PLACEHOLDER}${path}`;
}

/** The tags of the page at `pathname` in the site map, or of `page` where given (a machine's page from the collection). */
export function pageMeta(pathname: string, page: PublicPage | undefined = findPublicPage(pathname)): MetaDescriptor[] {
  if (!page) return notFoundMeta();
  const title = page.path === "/" ? `${company.name} | ${page.title}` : `${page.title} | ${company.name}`;
  const url = absoluteUrl(page.path);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl("/og-image.png") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];
}

/** schema.org Organization for the root document. */
export function organizationJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.legalName,
    alternateName: company.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.svg"),
    foundingDate: String(company.founded),
    email: company.email,
    telephone: company.phones[0].tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.works.lines.slice(0, 2).join(", "),
      addressLocality: "Ankleshwar",
      addressRegion: "Gujarat",
      postalCode: "393002",
      addressCountry: "IN",
    },
    sameAs: company.social.map((s) => s.url),
  };
  // "<" is escaped so no string in the data can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
