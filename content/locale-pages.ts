/**
 * The public pages in the locales other than English: the same pages, spellings included, under
 * `/<locale>`. Kept apart from site-map.ts, whose English list the spec's tests walk unchanged.
 */
import { PREFIXED_LOCALES, localePath } from "#contracts/locales";
import { allPublicPaths } from "./site-map";

/** Every prefixed locale's copy of every prerendered page, and its not-found page. */
export function prefixedLocalePaths(): string[] {
  return PREFIXED_LOCALES.flatMap((locale) => [...allPublicPaths(), "/404"].map((path) => localePath(locale, path)));
}
