/**
 * Serves the built site from memory (see docs/decisions/006-serving-from-memory.md): prerendered
 * pages, hashed assets and public files; the admin shell for /admin/*; the not-found page with
 * status 404 for any other path. Answering a file is one Map lookup and a write of precomputed
 * headers; everything else was worked out when the files were loaded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  FastifyServerOptions,
} from "fastify";
import fresh from "fresh";
import Negotiator from "negotiator";
import parseRange from "range-parser";
import { splitLocalePath } from "#contracts/locales";
import type { PageRedirects } from "#server/modules/site-addresses/page-redirects";
import type { SiteFiles } from "./built-site";
import type { Encoding, StaticFile, Variant } from "./static-site-files";

/** One segment under /PlasticRecycling, in any letter case, as the browser's router matches it (not a .data file). */
const CATEGORY_PATH = /^\/plasticrecycling\/[^/.]+$/i;
const DATA_SUFFIX = ".data";
/** Marks a data answer with an error status as React Router's own, to be decoded rather than thrown. */
const REACT_ROUTER_ANSWER = { "x-remix-response": "yes" } as const;
/**
 * An address the browser's `:machine` route matches (a trailing slash matches the same): one
 * segment, but not /404, whose static segment the catch-all `404?/*` takes.
 */
const ONE_SEGMENT = /^\/(?!404\/?$)[^/]+\/?$/;

/** The compressed codings a client may be offered, in the server's order of preference. */
const OFFERED_ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/**
 * The compressed variants an Accept-Encoding value allows, best first: by the client's q-values,
 * then brotli before gzip. q=0 refuses a coding; "*" allows any. Parsed by negotiator.
 */
export function acceptedEncodings(header: string): readonly Encoding[] {
  // RFC 9110 §8.4.1.3: x-gzip is gzip.
  const headers = { "accept-encoding": header.replace(/\bx-gzip\b/gi, "gzip") };
  const accepted = new Negotiator({ headers }).encodings(OFFERED_ENCODINGS, { preferred: OFFERED_ENCODINGS });
  return accepted.filter((coding): coding is Encoding => coding === "br" || coding === "gzip");
}

type ByteRange = { start: number; end: number } | "unsatisfiable" | undefined;

/** One `bytes=` range, parsed by range-parser; a malformed, multiple or other-unit range is ignored (the whole file is sent). */
export function byteRange(header: string, size: number): ByteRange {
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * If-None-Match (read by fresh) holds the ETag of any of the file's variants: the client holds the
 * current content. Only that header is handed to fresh: a request's `Cache-Control: no-cache`
 * asks caches to revalidate with the origin, which is what this answer is (fetch() sends it with
 * every conditional request), so it does not turn a 304 into a 200 here.
 */
function notModified(ifNoneMatch: string | undefined, file: StaticFile): boolean {
  if (ifNoneMatch === undefined) return false;
  const conditional = { "if-none-match": ifNoneMatch };
  for (const etag of file.etags) if (fresh(conditional, { etag })) return true;
  return false;
}

export interface StaticSite {
  /**
   * Fastify's `serverFactory`: an HTTP server that answers a GET or HEAD for a file of the build
   * before Fastify sees the request (the bar of decision 006 needs the time Fastify's routing and
   * logging would take), and hands every other request to Fastify.
   */
  serverFactory: FastifyServerFactory<Server>;
  /** The catch-all route: files again (for inject), the admin shell, redirects, the not-found page. */
  routes: (app: FastifyInstance) => Promise<void>;
  /**
   * Puts files in place of the build's at their URL paths (`/Carrer`, `/Carrer.data`): pages drawn
   * again from published content. The next request for a path gets the new file.
   */
  replaceFiles: (files: Iterable<readonly [string, StaticFile]>) => void;
  /** Takes files out of the site: a request for one is a miss from then on (a 301 or the not-found page). */
  removeFiles: (urlPaths: Iterable<string>) => void;
  /** Where a miss at a machine page's old address belongs now (asked after the build's own redirects). */
  setMovedPages: (movedTo: PageRedirects) => void;
  /** The inline scripts the build produced (their CSP hash sources): all a page drawn later may run. */
  buildScripts: ReadonlySet<string>;
}

export function createStaticSite(
  site: SiteFiles,
  securityHeaders: Readonly<Record<string, string>>,
  /** Where a miss that names a page in another letter case, or by another spelling, belongs. */
  redirectFor?: PageRedirects,
): StaticSite {
  let movedTo: PageRedirects = () => undefined;
  // Clients send a handful of distinct Accept-Encoding values; parse each once.
  const encodingsByHeader = new Map<string, readonly Encoding[]>();
  function variantFor(file: StaticFile, acceptEncoding: string | undefined): Variant {
    if ((file.br === undefined && file.gzip === undefined) || acceptEncoding === undefined) return file.identity;
    let accepted = encodingsByHeader.get(acceptEncoding);
    if (accepted === undefined) {
      if (encodingsByHeader.size > 500) encodingsByHeader.clear();
      accepted = acceptedEncodings(acceptEncoding);
      encodingsByHeader.set(acceptEncoding, accepted);
    }
    for (const encoding of accepted) {
      const variant = file[encoding];
      if (variant) return variant;
    }
    return file.identity;
  }

  function write(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Readonly<Record<string, string>>,
    body?: Buffer,
  ) {
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: StaticFile,
    status: 200 | 404,
    /** Headers besides the file's own (a 404 of React Router's data). */
    extraHeaders?: Readonly<Record<string, string>>,
  ) {
    const headers = req.headers;
    const variant = variantFor(file, headers["accept-encoding"]);
    if (status === 200) {
      if (notModified(headers["if-none-match"], file)) return write(req, res, 304, variant.notModifiedHeaders);
      if (file.rangeable && headers.range !== undefined) return sendRange(req, res, file, headers.range);
    }
    write(req, res, status, extraHeaders ? { ...variant.headers, ...extraHeaders } : variant.headers, variant.body);
  }

  function sendRange(req: IncomingMessage, res: ServerResponse, file: StaticFile, rangeHeader: string) {
    const { body, headers, etag } = file.identity;
    const ifRange = req.headers["if-range"];
    const range = ifRange === undefined || ifRange === etag ? byteRange(rangeHeader, body.length) : undefined;
    if (range === undefined) return write(req, res, 200, headers, body);
    if (range === "unsatisfiable") {
      return write(req, res, 416, {
        ...securityHeaders,
        "content-range": `bytes */${body.length}`,
        "content-length": "0",
      });
    }
    const partial = {
      ...headers,
      "content-range": `bytes ${range.start}-${range.end}/${body.length}`,
      "content-length": String(range.end - range.start + 1),
    };
    write(req, res, 206, partial, body.subarray(range.start, range.end + 1));
  }

  function pathOf(url: string): string {
    const queryStart = url.indexOf("?");
    return queryStart === -1 ? url : url.slice(0, queryStart);
  }

  function lookup(pathname: string): StaticFile | undefined {
    const file = site.files.get(pathname);
    if (file !== undefined || !pathname.includes("%")) return file;
    try {
      return site.files.get(decodeURIComponent(pathname));
    } catch {
      return undefined;
    }
  }

  /** Answers a request for one of the build's files; false for anything else. */
  function serveKnownFile(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = site.files.get(pathOf(req.url ?? "/"));
    if (file === undefined) return false;
    sendFile(req, res, file, 200);
    return true;
  }

  /**
   * A client-side navigation to a page that moved (a machine renamed, another letter case) asks for
   * its .data file: React Router's client follows this answer (a 204 naming the page) to the page,
   * where a 301 would hand it the new page's data under the old address.
   */
  function dataRedirect(pagePath: string, query: string): Record<string, string> | undefined {
    const target = redirectFor?.(pagePath) ?? movedTo(pagePath);
    if (target === undefined || !lookup(target)?.isPage) return undefined;
    const search = new URLSearchParams(query);
    search.delete("_routes");
    const rest = search.toString();
    return { "x-remix-redirect": rest ? `${target}?${rest}` : target, "x-remix-status": "301" };
  }

  function answerMiss(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const query = request.url.slice(pathname.length);
    const lowerCase = pathname.toLowerCase();
    if (lowerCase === "/admin" || lowerCase.startsWith("/admin/")) {
      // The portal's paths are lower case; the browser's router would match /Admin/login anyway.
      if (lowerCase !== pathname) return reply.headers(securityHeaders).redirect(lowerCase + query, 301);
      return sendFile(request.raw, reply.hijack().raw, site.adminShell, 200);
    }
    if (pathname === "/api" || pathname.startsWith("/api/")) return reply.callNotFound();
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const withoutSlash = pathname.replace(/\/+$/, "");
      if (lookup(withoutSlash)?.isPage) return reply.headers(securityHeaders).redirect(withoutSlash + query, 301);
    }
    const target = redirectFor?.(pathname) ?? movedTo(pathname);
    if (target !== undefined && lookup(target)?.isPage) {
      return reply.headers(securityHeaders).redirect(target + query, 301);
    }
    if (pathname.endsWith(DATA_SUFFIX)) {
      const moved = dataRedirect(pathname.slice(0, -DATA_SUFFIX.length), query);
      if (moved !== undefined)
        return reply
          .headers({ ...securityHeaders, ...moved })
          .code(204)
          .send();
    }
    // The not-found page drawn by the route the browser matches (app/routes.ts): the slider of
    // /PlasticRecycling/:category for a segment naming nothing, the moved-machine route's for one
    // segment, the catch-all's (/404) for more.
    // Under a locale's prefix (in any letter case, as the browser matches it), that locale's copies.
    const { locale, path: localPath } = splitLocalePath(pathname.replace(/^\/[^/]+/, (first) => first.toLowerCase()));
    const pages = site.localeNotFoundPages.get(locale) ?? site;
    // The .data of /PlasticRecycling/{segment naming nothing}, asked for by a client-side navigation
    // there: the empty slider's data in the locale's words, which React Router's client reads (a 404
    // marked as its own) instead of failing on the not-found page and drawing the slider in English.
    if (
      pages.unknownCategoryData &&
      localPath.endsWith(DATA_SUFFIX) &&
      CATEGORY_PATH.test(localPath.slice(0, -DATA_SUFFIX.length))
    )
      return sendFile(request.raw, reply.hijack().raw, pages.unknownCategoryData, 404, REACT_ROUTER_ANSWER);
    const notFound =
      pages.unknownCategoryPage && CATEGORY_PATH.test(localPath)
        ? pages.unknownCategoryPage
        : pages.unknownAddressPage && ONE_SEGMENT.test(localPath)
          ? pages.unknownAddressPage
          : pages.notFoundPage;
    sendFile(request.raw, reply.hijack().raw, notFound, 404);
  }

  return {
    buildScripts: site.buildScripts,
    replaceFiles(files) {
      for (const [urlPath, file] of files) site.files.set(urlPath, file);
    },
    removeFiles(urlPaths) {
      for (const urlPath of urlPaths) site.files.delete(urlPath);
    },
    setMovedPages(redirects) {
      movedTo = redirects;
    },

    serverFactory(fastifyHandler, options) {
      const server = createServer(options.http ?? {}, (req, res) => {
        if (!serveKnownFile(req, res)) fastifyHandler(req, res);
      });
      applyFastifyServerOptions(server, options);
      return server;
    },

    async routes(app) {
      app.log.info(
        { files: site.files.size, megabytes: Number((site.totalBytes / 2 ** 20).toFixed(1)), ms: site.loadMs },
        "static site loaded into memory",
      );
      // Page and asset requests are not logged one by one; a reverse proxy's access log does that.
      // The answers are written to the socket with their precomputed headers, security headers included.
      app.get("/*", { logLevel: "warn", config: { bakedSecurityHeaders: true } }, (request, reply) => {
        const pathname = pathOf(request.url);
        const file = lookup(pathname);
        // Nothing is returned: a synchronous handler's return value would be sent a second time.
        if (file !== undefined) sendFile(request.raw, reply.hijack().raw, file, 200);
        else answerMiss(request, reply, pathname);
      });
    },
  };
}

/** What Fastify does to the HTTP server it creates itself, when there is no serverFactory. */
function applyFastifyServerOptions(server: Server, options: FastifyServerOptions) {
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
}
