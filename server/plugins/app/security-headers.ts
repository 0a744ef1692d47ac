/**
 * Security headers on every response. The Content-Security-Policy allows no inline script: a page
 * of the built site gets its own policy listing the sha256 hashes of the build's inline scripts it
 * carries (modules/static-site/page-policy.ts).
 */
import type { onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import { contentSecurityPolicy } from "#server/modules/static-site/page-policy";

export interface SecurityHeaderOptions {
  /** HSTS is sent only when the site is served over https (PUBLIC_URL). */
  https: boolean;
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
