/**
 * A file of the site as it is answered: its variants (identity, brotli, gzip) with their ETags and
 * headers worked out once, so that answering a request is one Map lookup. The build's files are
 * made so at start (built-site.ts); a page drawn after the build is made so by renderedFile.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { type Locale, splitLocalePath } from "#contracts/locales";
import { BEST_BROTLI, QUICK_BROTLI, compressBrotli, compressText } from "./build-directory";
import { scriptSourcesOf } from "./csp-script-hashes";
import { BINARY_TYPES, TEXT_TYPES } from "./file-types";
import { contentSecurityPolicy } from "./page-policy";
import { servedBody, type SiteFileSettings } from "./served-body";

export type Encoding = "br" | "gzip";

export interface Variant {
  body: Buffer;
  etag: string;
  /** Headers of a 200 answer with this body. */
  headers: Readonly<Record<string, string>>;
  /** Headers of a 304 answer for this variant. */
  notModifiedHeaders: Readonly<Record<string, string>>;
}

export interface StaticFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** The ETags of every variant: a client holding any of them holds the current content. */
  etags: ReadonlySet<string>;
  /** Binary media, served with byte ranges (Safari will not play a video otherwise). */
  rangeable: boolean;
  /** A prerendered page (`/Aboutus` from Aboutus/index.html). */
  isPage: boolean;
  /** Its brotli bytes are QUICK_BROTLI's, to go live at once: `finishedFile` gives the best. */
  provisional?: true;
}

/** The admin shell, answered for /admin/* and never at its own path. */
export const ADMIN_SHELL = "__spa-fallback.html";
/** Smaller files gain nothing from compression (and the build does not precompress them). */
export const MIN_COMPRESS_BYTES = 1024;

/** The locale of a page's or data file's address: `ru/PrivacyNotice.data` is Russian. */
export function localeOfFile(relativePath: string): Locale {
  return splitLocalePath(urlPathOf(relativePath)).locale;
}

/** Where a file of the build is served: `/` for index.html, `/Aboutus` for Aboutus/index.html. */
export function urlPathOf(relativePath: string): string {
  if (relativePath === "index.html") return "/";
  if (relativePath.endsWith("/index.html")) return `/${relativePath.slice(0, -"/index.html".length)}`;
  return `/${relativePath}`;
}

/** `mark` tells the variant's bytes apart in its ETag: the encoding, and a quick brotli's quality. */
function makeVariant(
  body: Buffer,
  tag: string,
  common: Record<string, string>,
  encoding?: Encoding,
  mark: string | undefined = encoding,
): Variant {
  const etag = `"${tag}${mark ? `-${mark}` : ""}"`;
  // A 304 repeats the validators and caching headers, not the body's type or length.
  const notModifiedHeaders = { ...common, etag } as Record<string, string>;
  delete notModifiedHeaders["content-type"];
  return {
    body,
    etag,
    headers: {
      ...common,
      etag,
      "content-length": String(body.length),
      ...(encoding ? { "content-encoding": encoding } : {}),
    },
    notModifiedHeaders,
  };
}

/** A file ready to answer: its variants (when compression pays), their ETags and headers. */
export function staticFile(
  relativePath: string,
  served: { body: Buffer; analytics: boolean; scriptSources: readonly string[] },
  hash: string,
  compressed: { br: Buffer | undefined; gz: Buffer | undefined; brotliQuality?: number },
  securityHeaders: Readonly<Record<string, string>>,
): StaticFile {
  const { body, analytics, scriptSources } = served;
  const extension = path.extname(relativePath).toLowerCase();
  const textType = TEXT_TYPES[extension];
  const br = compressed.br && compressed.br.length < body.length ? compressed.br : undefined;
  const gz = compressed.gz && compressed.gz.length < body.length ? compressed.gz : undefined;
  const rangeable = !textType;
  const common: Record<string, string> = {
    ...securityHeaders,
    "content-type": textType ?? BINARY_TYPES[extension] ?? "application/octet-stream",
    // Hashed build output never changes under its name; everything else is revalidated.
    "cache-control": relativePath.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    ...(br || gz ? { vary: "Accept-Encoding" } : {}),
    ...(rangeable ? { "accept-ranges": "bytes" } : {}),
    ...(extension === ".html"
      ? { "content-security-policy": contentSecurityPolicy(scriptSources, { analytics }) }
      : {}),
    ...(relativePath === ADMIN_SHELL ? { "x-robots-tag": "noindex" } : {}),
  };
  const tag = hash.slice(0, 27);
  const identity = makeVariant(body, tag, common);
  const provisional = br !== undefined && (compressed.brotliQuality ?? BEST_BROTLI) < BEST_BROTLI;
  const brVariant = br && makeVariant(br, tag, common, "br", provisional ? `br${compressed.brotliQuality}` : "br");
  const gzipVariant = gz && makeVariant(gz, tag, common, "gzip");
  return {
    identity,
    ...(brVariant ? { br: brVariant } : {}),
    ...(gzipVariant ? { gzip: gzipVariant } : {}),
    etags: new Set([identity.etag, brVariant?.etag, gzipVariant?.etag].filter((etag) => etag !== undefined)),
    rangeable,
    isPage: relativePath === "index.html" || relativePath.endsWith("/index.html"),
    ...(provisional ? { provisional: true as const } : {}),
  };
}

/**
 * `file` with its brotli bytes compressed again at BEST_BROTLI, when they were QUICK_BROTLI's. The
 * content is the same, so a client holding the quick bytes' ETag is still answered 304.
 */
export async function finishedFile(file: StaticFile): Promise<StaticFile> {
  const { br, provisional, ...rest } = file;
  if (!provisional || !br) return file;
  const body = await compressBrotli(file.identity.body);
  const etag = `${file.identity.etag.slice(0, -1)}-br"`;
  const variant: Variant = {
    body,
    etag,
    headers: { ...br.headers, etag, "content-length": String(body.length) },
    notModifiedHeaders: { ...br.notModifiedHeaders, etag },
  };
  return { ...rest, br: body.length < br.body.length ? variant : br, etags: new Set([...file.etags, etag]) };
}

export const hashOf = (body: Buffer) => createHash("sha256").update(body).digest("base64url");

/**
 * A file made after the build (a page drawn again from published content): served as the build's
 * files are (public origin, analytics, compressed with brotli and gzip 9 on libuv's threads,
 * headers); with `quick`, brotli at QUICK_BROTLI, to be finished after (finishing.ts). Its policy allows only the inline scripts the build produced (`buildScripts`); any
 * other is reported to `onScriptsRefused` and left blocked. `relativePath` is where the build
 * would have written it (`Carrer/index.html`, `Carrer.data`).
 */
export async function renderedFile(
  relativePath: string,
  content: string,
  options: SiteFileSettings & {
    buildScripts: ReadonlySet<string>;
    onScriptsRefused?: (relativePath: string, sources: readonly string[]) => void;
    quick?: boolean;
  },
): Promise<StaticFile> {
  const extension = path.extname(relativePath).toLowerCase();
  const served = servedBody(Buffer.from(content, "utf8"), extension, options, localeOfFile(relativePath));
  const { allowed, outsideBuild } =
    extension === ".html"
      ? scriptSourcesOf(served.body.toString("utf8"), options.buildScripts)
      : { allowed: [], outsideBuild: [] };
  if (outsideBuild.length) options.onScriptsRefused?.(relativePath, outsideBuild);
  const brotliQuality = options.quick ? QUICK_BROTLI : BEST_BROTLI;
  const [br, gz] =
    served.body.length >= MIN_COMPRESS_BYTES ? await compressText(served.body, brotliQuality) : [undefined, undefined];
  return staticFile(
    relativePath,
    { ...served, scriptSources: allowed },
    hashOf(served.body),
    { br, gz, brotliQuality },
    options.securityHeaders,
  );
}
