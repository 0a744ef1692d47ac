/**
 * The site's own copy in the page's locale (issue 25), for the loaders of the static pages: the
 * locale's text (content/translations) laid over the English modules, and the page's title and
 * description for its banner and meta tags. English pages get the modules as they are.
 */
import { type PublicPage, staticPages } from "#content/site-map";
import { siteTextsOf } from "#content/translations/index";
import type { SiteTexts } from "#content/translations/kit";
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from "#contracts/locales";

/** The locale of the page a loader draws: `/ru/ContactUs` is Russian. */
export function pageLocaleOf(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}

/** The locale's copy of the site's own pages (nothing for English): each loader lays its part over the English with `inLocale`. */
export function siteTextsIn(locale: Locale): SiteTexts {
  return siteTextsOf(locale);
}

/**
 * The static page at `path` (its site-map address) in the locale, for the loader's data: its
 * title and description (the English where the locale has none), so the page's meta tags and
 * banner take them from the data rather than a bundle. Nothing on an English page, which keeps
 * the site map's, as before.
 */
export function staticPageIn(locale: Locale, path: string): { page?: PublicPage } {
  const index = staticPages.findIndex((page) => page.path === path);
  const english = staticPages[index];
  if (!english) throw new Error(`No static page in the site map at ${path}`);
  if (locale === DEFAULT_LOCALE) return {};
  const texts = siteTextsOf(locale).staticPages?.[index];
  // Only the words: the address is the site map's whatever a translation says.
  return {
    page: {
      path: english.path,
      title: texts?.title ?? english.title,
      description: texts?.description ?? english.description,
    },
  };
}
