/**
 * The public pages in the locales other than English: the same pages, spellings included, under
 * `/<locale>`. Kept apart from site-map.ts, whose English list the spec's tests walk unchanged.
 */
import { PREFIXED_LOCALES, localePath } from "#contracts/locales";
import { UNKNOWN_ADDRESS_PAGE, UNKNOWN_CATEGORY_PAGE, allPublicPaths } from "./site-map";

/** The pages English serves for unknown addresses (react-router.config.ts); each locale has its own copy. */
export const NOT_FOUND_PAGES = ["/404", UNKNOWN_ADDRESS_PAGE, UNKNOWN_CATEGORY_PAGE] as const;

/** Every prefixed locale's copy of every prerendered page, and of its not-found pages. */
export function prefixedLocalePaths(): string[] {
  return PREFIXED_LOCALES.flatMap((locale) =>
    [...allPublicPaths(), ...NOT_FOUND_PAGES].map((path) => localePath(locale, path)),
  );
}
