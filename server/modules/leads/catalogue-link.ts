/**
 * Which catalogue a request gets and how it reaches the requester: a link (and, once the content
 * side generates PDFs from product data, the file attached). The seam the product-content work
 * replaces: only `resolveCatalogue` decides.
 */

export interface ResolvedCatalogue {
  /** Absolute link to the catalogue on this site. */
  url: string;
  /** A file to attach to the catalogue e-mail, when one exists on this machine. */
  attachmentPath?: string;
}

export type CatalogueResolver = (brochureLink: string | undefined) => ResolvedCatalogue;

/** Where a request that names no catalogue (the home form) is sent until a general catalogue PDF exists: the home page and its machinery range. */
export const GENERAL_CATALOGUE_PATH = "/";

/**
 * The default: the brochure link as a path on this site (the product page's catalogue file), or
 * the general catalogue when the link is a tab name or missing. A link to another site is never
 * followed, so the form cannot be used to mail arbitrary links to arbitrary addresses.
 */
export function linkOnlyCatalogueResolver(publicUrl: string): CatalogueResolver {
  const origin = new URL(publicUrl).origin;
  return (brochureLink) => {
    const general = { url: new URL(GENERAL_CATALOGUE_PATH, origin).toString() };
    if (!brochureLink) return general;
    const looksLikePath = brochureLink.startsWith("/") || /^https?:\/\//i.test(brochureLink) || /\.pdf$/i.test(brochureLink);
    if (!looksLikePath) return general;
    let url: URL;
    try {
      url = new URL(brochureLink, `${origin}/`);
    } catch {
      return general;
    }
    return url.origin === origin ? { url: url.toString() } : general;
  };
}
