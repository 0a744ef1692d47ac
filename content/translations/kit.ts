/**
 * The site's own copy in other languages (issue 25): the pages' text that lives in `content/`
 * rather than in the portal's collections (home, about, services, contact, privacy, the pages'
 * titles and descriptions). Each locale's files (one per page, in ./<locale>/) hold only text,
 * shaped like the English module it translates; `inLocale` lays it over the English, place by
 * place, so a place left out shows the English and figures, photos, addresses of pages and e-mail
 * addresses stay shared.
 */
import type { company } from "#content/company";
import type { about, home, service } from "#content/site";
import type { departments } from "#content/departments";
import type { milestones } from "#content/milestones";
import type { offices } from "#content/offices";
import type { privacyNotice } from "#content/privacy";
import type { staticPages } from "#content/site-map";
import type { wovenOverview } from "#content/products/woven-overview";
import type { corporateFilm } from "#content/videos";
import type { magazineCovers } from "#content/news";
import type { Locale } from "#contracts/locales";

/** The text of a value shaped like it: strings stay strings, lists and objects keep their places, the rest is left out. */
export type TextsOf<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly (TextsOf<E> | undefined)[]
    : T extends object
      ? { readonly [K in keyof T as TextsOf<T[K]> extends never ? never : K]?: TextsOf<T[K]> }
      : never;

/** One locale's copy of the site's own pages, by the English module's export. */
export interface SiteTexts {
  home?: TextsOf<typeof home>;
  about?: TextsOf<typeof about>;
  service?: TextsOf<typeof service>;
  milestones?: TextsOf<typeof milestones>;
  offices?: TextsOf<typeof offices>;
  /** The tagline, the group companies' descriptions, the offices' names and the phones' labels (content/company.ts). */
  company?: TextsOf<typeof company>;
  departments?: TextsOf<typeof departments>;
  privacyNotice?: TextsOf<typeof privacyNotice>;
  staticPages?: TextsOf<typeof staticPages>;
  wovenOverview?: TextsOf<typeof wovenOverview>;
  corporateFilm?: TextsOf<typeof corporateFilm>;
  magazineCovers?: TextsOf<typeof magazineCovers>;
}

/** The English value with a locale's text laid over it place by place; a place the locale leaves out keeps its English. */
export function inLocale<T>(english: T, texts: TextsOf<T> | undefined): T {
  if (texts === undefined) return english;
  if (typeof english === "string") return (typeof texts === "string" ? texts : english) as T;
  if (Array.isArray(english)) {
    const list = texts as readonly unknown[];
    return english.map((item: unknown, index) => inLocale(item, list[index] as TextsOf<unknown>)) as T;
  }
  if (english && typeof english === "object") {
    const laid: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(texts as object)) {
      if (key in laid) laid[key] = inLocale(laid[key], value as TextsOf<unknown>);
    }
    return laid as T;
  }
  return english;
}

/**
 * The form a counted word takes after `count` in `locale`, by the locale's plural rule
 * (`Intl.PluralRules`): Russian "1 год", "3 года", "38 лет"; `other` where the rule names a form
 * not given. A sentence with a figure of company.ts then stays right when the figure changes.
 */
export function pluralIn(
  locale: Locale,
  count: number,
  forms: { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>,
): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
