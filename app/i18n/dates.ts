/** Dates as a page's language writes them. */
import { DEFAULT_LOCALE, type Locale } from "#contracts/locales";

/** A day (`2026-11-25`) in words of `locale`: "25 November 2026", "25 ноября 2026 г.", "25 novembre 2026". */
export function longDateIn(locale: Locale): (isoDay: string) => string {
  const format = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (isoDay) => format.format(new Date(`${isoDay}T00:00:00Z`));
}
