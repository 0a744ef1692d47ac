/**
 * Analytics events (docs/spec.md §7). Nothing is loaded or sent unless the server was started with
 * GA_MEASUREMENT_ID, which it writes into the page's <head> (contracts/analytics.ts); then gtag.js
 * is loaded once, on the first event.
 */
import { ANALYTICS_META_NAME } from "#contracts/analytics";

interface AnalyticsEvent {
  category: string;
  action: string;
  label: string;
  value: number;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function loadGtag(id: string): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => {
    window.dataLayer!.push(args);
  };
  window.gtag = gtag;
  gtag("js", new Date());
  gtag("config", id);
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return gtag;
}

export function trackEvent({ category, action, label, value }: AnalyticsEvent): void {
  if (typeof document === "undefined") return;
  const id = document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`)?.content;
  if (!id) return;
  loadGtag(id)("event", action, { event_category: category, event_label: label, value });
}
