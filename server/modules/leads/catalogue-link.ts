/**
 * Which catalogue a request gets and how it reaches the requester: a link to it on this site and,
 * when the built site holds the PDF (build/client/catalogues/, generated from the product content),
 * the file attached. Only the resolver decides; AppDeps.leadCapture.resolveCatalogue replaces it.
 * The attachment is named, not located: the outbox stores the catalogue's name, and whichever host
 * sends the message finds it in its own build (`catalogueFile`; security review S-22).
 */
import { statSync } from "node:fs";
import path from "node:path";
import { FULL_RANGE_CATALOGUE } from "#content/products/catalogue-subject";

export interface ResolvedCatalogue {
  /** Absolute link to the catalogue on this site. */
  url: string;
  /** The PDF to attach, by its name in the build's catalogues/ folder, when this host's build has it. */
  attachment?: string;
  /** An uploaded catalogue to attach instead, by its name among the content documents (the lead service sets it). */
  document?: string;
}

/** A catalogue's name in the build's catalogues/ folder: one plain file name, never a path. */
const CATALOGUE_NAME = /^[\w-][\w.-]*\.pdf$/i;

export type CatalogueResolver = (brochureLink: string | undefined) => ResolvedCatalogue;

/**
 * The default: the brochure link as a path on this site (the product tab's catalogue file), or
 * the full-range catalogue (every line) when the link is a tab name or missing, as from the home
 * form. A link to another site is never followed, so the form cannot be used to mail arbitrary
 * links to arbitrary addresses. With the built site's folder, a catalogue PDF under /catalogues/
 * that exists there is attached too.
 */
export function siteCatalogueResolver(publicUrl: string, catalogueDir?: string): CatalogueResolver {
  const origin = new URL(publicUrl).origin;
  const onSite = (url: URL): ResolvedCatalogue => {
    const attachment = catalogueDir ? builtCatalogue(catalogueDir, url.pathname) : undefined;
    return attachment ? { url: url.toString(), attachment } : { url: url.toString() };
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

/** The name of the PDF behind a /catalogues/<name>.pdf path, if this host's build has it. */
function builtCatalogue(catalogueDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const name = /^\/catalogues\/([^/]+)$/.exec(decoded)?.[1];
  return name !== undefined && catalogueFile(catalogueDir, name) ? name : undefined;
}

/**
 * The file of the catalogue `name` in `catalogueDir` (this host's build/client/catalogues), or
 * undefined when the name is not a plain PDF name or the file is not there. The outbox calls it
 * at send time, so a message queued on one host is sent with the PDF of the host that sends it.
 */
export function catalogueFile(catalogueDir: string, name: string): string | undefined {
  if (!CATALOGUE_NAME.test(name)) return undefined;
  const file = path.join(catalogueDir, name);
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
