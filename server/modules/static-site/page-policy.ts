/**
 * The Content-Security-Policy of the site's answers. A page's `script-src` lists the hashes of the
 * inline scripts the build produced that the page carries, never one worked out from published
 * content (security review 2, T-02; decision 050).
 */
/**
 * What Google Analytics 4's gtag.js needs, as Google's guide to tags under a CSP lists it (without
 * Google Signals, which the site does not turn on): the script from www.googletagmanager.com, its
 * measurement requests and pixels to the analytics hosts.
 */
const ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

export interface PolicyOptions {
  /** A page that may load Google Analytics (GA_MEASUREMENT_ID is set). */
  analytics?: boolean;
  /** Who may frame the answer: nobody, or the site's own pages (the portal's preview of a draft page). */
  framedBy?: "'none'" | "'self'";
}

/** `scriptHashes` are CSP source expressions such as `'sha256-…'`. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], options: PolicyOptions = {}): string {
  const extra = (sources: readonly string[]) => (options.analytics ? sources : []);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...extra(ANALYTICS_SOURCES.script)].join(" "),
    // React and the components set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...extra(ANALYTICS_SOURCES.img)].join(" "),
    "media-src 'self' blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...extra(ANALYTICS_SOURCES.connect)].join(" "),
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.framedBy ?? "'none'"}`,
  ].join("; ");
}
