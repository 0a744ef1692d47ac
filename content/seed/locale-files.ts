/** Folds the seed's per-locale translation files (./item-translations, ./machine-translations) into texts by slug. */
import type { TranslationLocale } from "#contracts/collections/locales";

/** One item's seeded texts, by locale. */
export type Texts = Partial<Record<TranslationLocale, Record<string, unknown>>>;

/** One locale's file: its texts by collection and slug. */
type LocaleFile<C extends string> = Partial<Record<C, Record<string, Record<string, unknown>>>>;

/**
 * `written` (texts by collection and slug, each with its locales) with each locale's file added,
 * slug by slug: { ru: { news: { slug: text } } } adds news[slug].ru = text.
 */
export function foldLocaleFiles<C extends string>(
  files: Record<TranslationLocale, LocaleFile<C>>,
  written: Partial<Record<C, Record<string, Texts>>> = {},
): Partial<Record<C, Record<string, Texts>>> {
  const all = structuredClone(written);
  for (const [locale, collections] of Object.entries(files) as [TranslationLocale, LocaleFile<C>][]) {
    for (const [collection, slugs] of Object.entries(collections) as [C, Record<string, Record<string, unknown>>][]) {
      const bySlug = (all[collection] ??= {});
      for (const [slug, text] of Object.entries(slugs)) (bySlug[slug] ??= {})[locale] = text;
    }
  }
  return all;
}
