/** The static pages' own words in a locale, which each page's loader hands over (only those it draws); none for English. */
import type { Locale } from "#contracts/locales";
import { pluralIn } from "#content/translations/kit";
import { arOnCategoryPages, arOnMachinePages, arOnSitePages } from "./messages/ar";
import type { CategoryPageMessages, MachinePageMessages, SitePageMessages } from "./messages/en";
import { esOnCategoryPages, esOnMachinePages, esOnSitePages } from "./messages/es";
import { frOnCategoryPages, frOnMachinePages, frOnSitePages } from "./messages/fr";
import { ruOnCategoryPages, ruOnMachinePages, ruOnSitePages } from "./messages/ru";
import { viOnCategoryPages, viOnMachinePages, viOnSitePages } from "./messages/vi";

type PageWords = MachinePageMessages & SitePageMessages;

const BY_LOCALE: Record<Exclude<Locale, "en">, PageWords> = {
  ru: { ...ruOnMachinePages, ...ruOnSitePages },
  vi: { ...viOnMachinePages, ...viOnSitePages },
  ar: { ...arOnMachinePages, ...arOnSitePages },
  es: { ...esOnMachinePages, ...esOnSitePages },
  fr: { ...frOnMachinePages, ...frOnSitePages },
};

/** The page's words among `keys`, for its loader data (`{}` on an English page, whose words are the keys). */
export function sitePageMessages<Key extends keyof PageWords>(
  locale: Locale,
  keys: readonly Key[],
): { messages?: Pick<PageWords, Key> } {
  if (locale === "en") return {};
  const words = BY_LOCALE[locale];
  return { messages: Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<PageWords, Key> };
}

/** One of a static page's words, for its loader to put in its data where a component takes it as a value (English as it is). */
export function sitePageWord(locale: Locale, key: keyof SitePageMessages): string {
  return locale === "en" ? key : BY_LOCALE[locale][key];
}

const CATEGORY_BY_LOCALE: Record<Exclude<Locale, "en">, CategoryPageMessages> = {
  ru: ruOnCategoryPages,
  vi: viOnCategoryPages,
  ar: arOnCategoryPages,
  es: esOnCategoryPages,
  fr: frOnCategoryPages,
};

/** The product-line tiles' and slider's words, for their loaders' data (none on an English page). */
export function categoryPageWords(locale: Locale): CategoryPageMessages | undefined {
  return locale === "en" ? undefined : CATEGORY_BY_LOCALE[locale];
}

/** "12 машин": a tile's count of machines in the form the locale's plural rule asks for. */
export function machinesIn(locale: Locale, count: number, words: CategoryPageMessages): string {
  return pluralIn(locale, count, words.machines).replace("{count}", String(count));
}
