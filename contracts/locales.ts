/**
 * The site's languages (product brief "Languages"): English at the spec's addresses, every other
 * locale under `/<locale>/<the spec's path>`. Shared by the route table, the pages, the sitemap
 * and the lead forms.
 */
export const LOCALES = ["en", "ru", "vi", "ar", "es", "fr"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The locales served under a prefix: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each locale's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  ru: "Русский",
  vi: "Tiếng Việt",
  ar: "العربية",
  es: "Español",
  fr: "Français",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The locale an address is in, and the spec's path it names: `/ru/ContactUs` → ru, `/ContactUs`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix === undefined || prefix === DEFAULT_LOCALE || !isLocale(prefix)) {
    return { locale: DEFAULT_LOCALE, path: pathname };
  }
  return { locale: prefix, path: match?.[2] ?? "/" };
}

/** The address of the spec's `path` in `locale`: `/` in Russian is `/ru`, `/ContactUs` is `/ru/ContactUs`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
