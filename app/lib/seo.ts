/** Title, description, canonical URL and Open Graph tags for a public page, from the site map. */
import type { MetaDescriptor } from "react-router";
import { company } from "#content/company";
import { findPublicPage, type PublicPage } from "#content/site-map";
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocalePath } from "#contracts/locales";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";

export function absoluteUrl(path: string): string {
  return `${PUBLIC_ORIGIN_PLACEHOLDER}${path}`;
}

/**
 * The page in every locale, and `x-default` (the English address), as `<link rel="alternate">`:
 * the same set on each of them, so every page names all the others and is named by them.
 */
function alternateLinks(path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(localePath(locale, path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localePath(DEFAULT_LOCALE, path)) },
  ];
}

/**
 * The tags of the page at `pathname` (in any locale) in the site map, or of `page` where given (a
 * machine's page from the collection).
 */
export function pageMeta(pathname: string, given?: PublicPage): MetaDescriptor[] {
  const { locale, path } = splitLocalePath(pathname);
  const page = given ?? findPublicPage(path);
  if (!page) return notFoundMeta();
  const title = page.path === "/" ? `${company.name} | ${page.title}` : `${page.title} | ${company.name}`;
  const url = absoluteUrl(localePath(locale, page.path));
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
    ...alternateLinks(page.path),
  ];
}

/** What a locale's layout exports as its `handle`: the not-found page's title in its language. */
export interface LocaleLayoutHandle {
  notFoundTitle: string;
}

/** The not-found page's tags; its title in the language of the layout among `matches` (English without one). */
export function notFoundMeta(matches: readonly ({ handle?: unknown } | undefined)[] = []): MetaDescriptor[] {
  const named = matches
    .map((match) => (match?.handle as Partial<LocaleLayoutHandle> | undefined)?.notFoundTitle)
    .find((title) => title !== undefined);
  return [{ title: `${named ?? "Page not found"} | ${company.name}` }, { name: "robots", content: "noindex" }];
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
