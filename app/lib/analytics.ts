/**
 * Analytics events (docs/spec.md §7). Nothing is loaded or sent unless VITE_GA_MEASUREMENT_ID is set at
 * build time; then gtag.js is loaded once, on the first event.
 */
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

const measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID;

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
  if (!measurementId || typeof window === "undefined") return;
  loadGtag(measurementId)("event", action, { event_category: category, event_label: label, value });
}
