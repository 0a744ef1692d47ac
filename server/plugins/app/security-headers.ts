/**
 * Security headers on every response. The Content-Security-Policy allows no inline script: a page
 * that has inline scripts (React Router's hydration data) gets its own policy listing their sha256
 * hashes, computed by the static site when it loads the page (see contentSecurityPolicy).
 */
import type { onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";

export interface SecurityHeaderOptions {
  /** HSTS is sent only when the site is served over https (PUBLIC_URL). */
  https: boolean;
}

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

export function securityHeaderValues({ https }: SecurityHeaderOptions): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    // Only features the browser knows: an unknown one is logged as a console error.
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // No includeSubDomains: other hosts of the company's domain may still be plain http.
    ...(https ? { "strict-transport-security": "max-age=31536000" } : {}),
  };
}

/**
 * The API's answers and the resumes are for this site's own pages only (security review S-26):
 * `Cross-Origin-Resource-Policy: same-origin`. Pages and pictures are not: a webmail showing the
 * logo of one of our e-mails loads it cross-site.
 */
export const SAME_ORIGIN_RESOURCE = { "cross-origin-resource-policy": "same-origin" } as const;

/** Whether an address (a route's or a request's) is the API's or a resume's. */
export function isSameOriginResource(url: string): boolean {
  return url.startsWith("/api/") || url.startsWith("/uploads/");
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's answers already carry the security headers (the static site precomputes them). */
    bakedSecurityHeaders?: boolean;
  }
}

/**
 * Adds the headers to the answers of every route registered after this plugin, except routes that
 * bake them in. Error and not-found answers add them themselves (error-handler.ts).
 */
export default fp<{ headers: Readonly<Record<string, string>> }>(
  async (app, { headers }) => {
    const addHeaders: onRequestHookHandler = (_request, reply, done) => {
      reply.headers(headers);
      done();
    };
    const apiHeaders = { ...headers, ...SAME_ORIGIN_RESOURCE };
    const addApiHeaders: onRequestHookHandler = (_request, reply, done) => {
      reply.headers(apiHeaders);
      done();
    };
    app.addHook("onRoute", (route) => {
      if (route.config?.bakedSecurityHeaders) return;
      const existing =
        route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [isSameOriginResource(route.url) ? addApiHeaders : addHeaders, ...existing];
    });
  },
  { name: "security-headers" },
);
