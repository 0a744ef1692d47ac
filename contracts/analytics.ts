/**
 * Google Analytics (docs/spec.md §7), configured when the server starts (GA_MEASUREMENT_ID), not
 * when the site is built: the server writes the ID into each page's <head> as a meta element of
 * this name, and widens that page's Content-Security-Policy for exactly what gtag.js needs.
 */
export const ANALYTICS_META_NAME = "ga-measurement-id";

/** A GA4 measurement ID, e.g. G-4XK2Q9T7ZB. */
export function isMeasurementId(value: string): boolean {
  return /^G-[A-Z0-9]{4,20}$/.test(value);
}
