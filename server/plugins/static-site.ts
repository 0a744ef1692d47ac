/**
 * Serves the built site from memory (see docs/decisions/001-serving-from-memory.md): prerendered
 * pages, hashed assets and public files; the admin shell for /admin/*; the not-found page with
 * status 404 for any other path. The request handler does one Map lookup and sends precomputed
 * headers; everything else was worked out when the files were loaded.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteFiles, StaticFile, Variant } from "./static-site-files";

export interface StaticSiteOptions {
  /** The build, loaded by loadSiteFiles (before registering: loading may outlast Fastify's plugin timeout). */
  site: SiteFiles;
  /** Sent with answers that are not files (redirects, 416); the files carry their own. */
  securityHeaders: Readonly<Record<string, string>>;
}

const ACCEPTS_BR = 1;
const ACCEPTS_GZIP = 2;

/** Which of br and gzip an Accept-Encoding value allows (q=0 refuses a coding; "*" allows any). */
export function acceptedEncodings(header: string): number {
  let accepted = 0;
  let refused = 0;
  let wildcard = false;
  for (const part of header.split(",")) {
    const [codingPart = "", ...params] = part.split(";");
    const coding = codingPart.trim().toLowerCase();
    const zero = params.some((param) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(param));
    const bit = coding === "br" ? ACCEPTS_BR : coding === "gzip" || coding === "x-gzip" ? ACCEPTS_GZIP : 0;
    if (coding === "*") wildcard = !zero;
    else if (zero) refused |= bit;
    else accepted |= bit;
  }
  if (wildcard) accepted |= (ACCEPTS_BR | ACCEPTS_GZIP) & ~refused;
  return accepted & ~refused;
}

type ByteRange = { start: number; end: number } | "unsatisfiable" | undefined;

/** One `bytes=` range; a malformed or multi-range header is ignored and the whole file is sent. */
export function parseByteRange(header: string, size: number): ByteRange {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "") {
    if (last === "") return undefined;
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

function etagMatches(header: string, etags: ReadonlySet<string>): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => etags.has(candidate.trim().replace(/^W\//, "")));
}

export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const { site } = options;
  app.log.info(
    { files: site.files.size, megabytes: Number((site.totalBytes / 2 ** 20).toFixed(1)), ms: site.loadMs },
    "static site loaded into memory",
  );

  // Clients send a handful of distinct Accept-Encoding values; parse each once.
  const encodingsByHeader = new Map<string, number>();
  function variantFor(file: StaticFile, acceptEncoding: string | undefined): Variant {
    if ((file.br === undefined && file.gzip === undefined) || acceptEncoding === undefined) return file.identity;
    let accepted = encodingsByHeader.get(acceptEncoding);
    if (accepted === undefined) {
      if (encodingsByHeader.size > 500) encodingsByHeader.clear();
      accepted = acceptedEncodings(acceptEncoding);
      encodingsByHeader.set(acceptEncoding, accepted);
    }
    if (accepted & ACCEPTS_BR && file.br) return file.br;
    if (accepted & ACCEPTS_GZIP && file.gzip) return file.gzip;
    return file.identity;
  }

  /**
   * Writes the answer straight to the socket. Its headers are complete (security headers
   * included), so Fastify's reply machinery would only add time.
   */
  function write(request: FastifyRequest, reply: FastifyReply, status: number, headers: Readonly<Record<string, string>>, body?: Buffer) {
    reply.hijack();
    reply.raw.writeHead(status, headers);
    reply.raw.end(request.method === "HEAD" ? undefined : body);
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: 200 | 404) {
    const headers = request.headers;
    const variant = variantFor(file, headers["accept-encoding"]);
    if (status === 200) {
      const ifNoneMatch = headers["if-none-match"];
      if (ifNoneMatch !== undefined && (ifNoneMatch === variant.etag || etagMatches(ifNoneMatch, file.etags))) {
        return write(request, reply, 304, variant.notModifiedHeaders);
      }
      if (file.rangeable && headers.range !== undefined) return sendRange(request, reply, file, headers.range);
    }
    write(request, reply, status, variant.headers, variant.body);
  }

  function sendRange(request: FastifyRequest, reply: FastifyReply, file: StaticFile, rangeHeader: string) {
    const { body, headers, etag } = file.identity;
    const ifRange = request.headers["if-range"];
    const range = ifRange === undefined || ifRange === etag ? parseByteRange(rangeHeader, body.length) : undefined;
    if (range === undefined) return write(request, reply, 200, headers, body);
    if (range === "unsatisfiable") {
      return write(request, reply, 416, { ...options.securityHeaders, "content-range": `bytes */${body.length}`, "content-length": "0" });
    }
    const partial = {
      ...headers,
      "content-range": `bytes ${range.start}-${range.end}/${body.length}`,
      "content-length": String(range.end - range.start + 1),
    };
    write(request, reply, 206, partial, body.subarray(range.start, range.end + 1));
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

  function answerMiss(request: FastifyRequest, reply: FastifyReply, pathname: string, query: string) {
    if (pathname === "/admin" || pathname.startsWith("/admin/")) return sendFile(request, reply, site.adminShell, 200);
    if (pathname === "/api" || pathname.startsWith("/api/")) return reply.callNotFound();
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const withoutSlash = pathname.replace(/\/+$/, "");
      if (lookup(withoutSlash)?.isPage) return reply.headers(options.securityHeaders).redirect(withoutSlash + query, 301);
    }
    return sendFile(request, reply, site.notFoundPage, 404);
  }

  // Page and asset requests are not logged one by one; a reverse proxy's access log does that.
  app.get("/*", { logLevel: "warn", config: { bakedSecurityHeaders: true } }, (request, reply) => {
    const url = request.url;
    const queryStart = url.indexOf("?");
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const file = lookup(pathname);
    // Nothing is returned: a synchronous handler's return value would be sent a second time.
    if (file !== undefined) sendFile(request, reply, file, 200);
    else answerMiss(request, reply, pathname, queryStart === -1 ? "" : url.slice(queryStart));
  });
}
