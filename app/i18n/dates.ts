/** Dates as a page's language writes them. */
import { DEFAULT_LOCALE, type Locale } from "#contracts/locales";

const longDateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** A day (`2026-11-25`) in words of `locale`: "25 November 2026", "25 ноября 2026 г.", "25 novembre 2026". */
export function longDateIn(locale: Locale): (isoDay: string) => string {
  const format = longDateFormat(locale);
  return (isoDay) => format.format(dayOf(isoDay));
}

/** The days from `first` to `last` in words of `locale`: "9 – 12 June 2027", "9–12 июня 2027 г.". */
export function dayRangeIn(locale: Locale): (first: string, last: string) => string {
  const format = longDateFormat(locale);
  return (first, last) => format.formatRange(dayOf(first), dayOf(last));
}
