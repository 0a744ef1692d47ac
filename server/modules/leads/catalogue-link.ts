/**
 * Which catalogue a request gets and how it reaches the requester: a link to it on this site and,
 * when the built site holds the PDF (build/client/catalogues/, generated from the product content),
 * the file attached. Only the resolver decides; AppDeps.leadCapture.resolveCatalogue replaces it.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { FULL_RANGE_CATALOGUE } from "#content/products/catalogue-subject";

export interface ResolvedCatalogue {
  /** Absolute link to the catalogue on this site. */
  url: string;
  /** A file to attach to the catalogue e-mail, when one exists on this machine. */
  attachmentPath?: string;
}

export type CatalogueResolver = (brochureLink: string | undefined) => ResolvedCatalogue;

/**
 * The default: the brochure link as a path on this site (the product tab's catalogue file), or
 * the full-range catalogue (every line) when the link is a tab name or missing, as from the home
 * form. A link to another site is never followed, so the form cannot be used to mail arbitrary
 * links to arbitrary addresses. With the built site's folder, a catalogue PDF under /catalogues/
 * that exists there is attached too.
 */
export function siteCatalogueResolver(publicUrl: string, clientDir?: string): CatalogueResolver {
  const origin = new URL(publicUrl).origin;
  const onSite = (url: URL): ResolvedCatalogue => {
    const attachmentPath = clientDir ? builtCatalogue(clientDir, url.pathname) : undefined;
    return attachmentPath ? { url: url.toString(), attachmentPath } : { url: url.toString() };
  };
  const general = () => onSite(new URL(FULL_RANGE_CATALOGUE, origin));
  return (brochureLink) => {
    if (!brochureLink) return general();
    const looksLikePath =
      brochureLink.startsWith("/") || /^https?:\/\//i.test(brochureLink) || /\.pdf$/i.test(brochureLink);
    if (!looksLikePath) return general();
    let url: URL;
    try {
      url = new URL(brochureLink, `${origin}/`);
    } catch {
      return general();
    }
    if (url.origin !== origin) return general();
    return onSite(url);
  };
}

/** The PDF behind a /catalogues/<name>.pdf path in the built site, if it is there. */
function builtCatalogue(clientDir: string, pathname: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const match = /^\/catalogues\/([\w.-]+\.pdf)$/i.exec(name);
  if (!match) return undefined;
  const file = path.join(clientDir, "catalogues", match[1]!);
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
