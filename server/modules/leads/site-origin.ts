/**
 * Telling this site's addresses from others' in what a visitor's browser sends: the page a form
 * says it was on, the Origin and Sec-Fetch-Site of the post. A visitor-supplied address is kept
 * only when it is on this site, and shown only as its path (security review S-05, S-15, S-17).
 */

/** The site's own origins: PUBLIC_URL's and, when known, the one the request was addressed to. */
export function ownOrigins(publicUrl: string, requestOrigin?: string): ReadonlySet<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  if (requestOrigin) {
    try {
      origins.add(new URL(requestOrigin).origin);
    } catch {
      // a Host header that makes no URL adds nothing
    }
  }
  return origins;
}

/** `candidate` when it is an absolute URL on one of `origins`; undefined for anything else. */
export function sameOriginUrl(candidate: string | undefined, origins: ReadonlySet<string>): URL | undefined {
  if (!candidate) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  return origins.has(url.origin) ? url : undefined;
}

/**
 * The URL's path with its leading slashes collapsed to one, so that it can never read as a
 * protocol-relative link to another host (`https://site//evil.example/x` has the path
 * `//evil.example/x`).
 */
export function sitePath(url: URL, options: { search?: boolean } = {}): string {
  const path = url.pathname.replace(/^\/+/, "/");
  return options.search ? `${path}${url.search}` : path;
}

/**
 * Whether the browser says another site made it send this request: Sec-Fetch-Site says
 * cross-site, or Origin names a site that is not ours ("null" included: a sandboxed frame or a
 * redirect from elsewhere). Requests without either header (scripts, old browsers) are not.
 */
export function isCrossSite(
  headers: { origin?: string | string[] | undefined; "sec-fetch-site"?: string | string[] | undefined },
  origins: ReadonlySet<string>,
): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite.trim().toLowerCase() === "cross-site") return true;
  const origin = headers.origin;
  if (typeof origin !== "string" || origin === "") return false;
  if (origin === "null") return true;
  try {
    return !origins.has(new URL(origin).origin);
  } catch {
    return true;
  }
}
