/**
 * Where an address that is not a page of the build belongs: the same page in another letter case
 * (/contactus, /EXHIBITION) or a spelling visitors try (/careers). The static site asks only on a
 * miss, so serving a page costs nothing more (decision 006).
 */
import type { PublicPage } from "#content/site-map";

export type PageRedirects = (pathname: string) => string | undefined;

/** The lower-case form of a path: trailing slashes dropped, percent-escapes decoded where valid. */
function keyOf(pathname: string): string {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (path.includes("%")) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not a valid escape: matched as written.
    }
  }
  return path.toLowerCase();
}

export function pageRedirects(
  pages: readonly PublicPage[],
  spellings: Readonly<Record<string, string>> = {},
): PageRedirects {
  const targets = new Map<string, string>();
  // Aliases first, so that where an alias and its page differ only in case (/AboutUs, /Aboutus)
  // the page's own path wins.
  for (const page of pages) for (const alias of page.aliases ?? []) targets.set(keyOf(alias), alias);
  for (const page of pages) targets.set(keyOf(page.path), page.path);
  for (const [spelling, target] of Object.entries(spellings)) {
    const key = keyOf(spelling);
    if (!targets.has(key)) targets.set(key, target);
  }
  return (pathname) => {
    const target = targets.get(keyOf(pathname));
    return target === pathname ? undefined : target;
  };
}

/**
 * The machine pages' redirects (decision 060): an old address to the page of the machine that
 * left it, in one hop however often it moved, and a page the build did not have from another
 * letter case of its address.
 */
export function movedPageRedirects(addresses: {
  moved: ReadonlyMap<string, string>;
  added: readonly string[];
}): PageRedirects {
  const targets = new Map(addresses.moved);
  for (const pagePath of addresses.added) targets.set(keyOf(pagePath), pagePath);
  return (pathname) => {
    const target = targets.get(keyOf(pathname));
    return target === pathname ? undefined : target;
  };
}
