/**
 * Reads the built site (build/client) into memory once, at start: every file keyed by its URL path,
 * with the public origin substituted, its ETag, its headers, its CSP script hashes and its brotli
 * and gzip variants all worked out, so that answering a request is one Map lookup.
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { UNKNOWN_ADDRESS_PAGE, UNKNOWN_CATEGORY_PAGE } from "#content/site-map";
import { DEFAULT_LOCALE, type Locale, PREFIXED_LOCALES, splitLocalePath } from "#contracts/locales";
import type { Config } from "#server/config";
import { ANALYTICS_META_NAME } from "#contracts/analytics";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import {
  BACKUP_DAYS_DEFAULT,
  RETENTION_DEFAULTS,
  RETENTION_PERIOD_TOKENS,
  type NoticePeriods,
  backupDays,
  withRetentionPeriods,
} from "#contracts/retention-periods";
import {
  compressBrotli,
  compressGzip,
  compressText,
  listFiles,
  mapLimit,
  readSibling,
  writeCache,
} from "./build-directory";
import { scriptHashSources, scriptSourcesOf } from "./csp-script-hashes";
import { contentSecurityPolicy } from "./page-policy";

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
}

/** The pages one locale answers unknown addresses with, each as the route the browser matches there draws it. */
export interface NotFoundPages {
  notFoundPage: StaticFile;
  /** The slider's 'No products available', for /PlasticRecycling/{unknown} (UNKNOWN_CATEGORY_PAGE); absent from fixture builds. */
  unknownCategoryPage?: StaticFile;
  /** The not-found page drawn by the moved-machine route, for unknown addresses of one segment (UNKNOWN_ADDRESS_PAGE); absent from fixture builds. */
  unknownAddressPage?: StaticFile;
}

export interface SiteFiles extends NotFoundPages {
  /** URL path -> file. The not-found pages and the admin shell are kept apart, never served at their own paths. */
  files: Map<string, StaticFile>;
  /** Each other locale's not-found pages (its /ru/404 and the like), for addresses under its prefix; absent from fixture builds. */
  localeNotFoundPages: ReadonlyMap<Locale, NotFoundPages>;
  adminShell: StaticFile;
  /**
   * The CSP hash sources of every inline script in the build's pages: the only scripts a page
   * drawn later (a publish, a preview) may have allowed (decision 050).
   */
  buildScripts: ReadonlySet<string>;
  totalBytes: number;
  loadMs: number;
}

export interface LoadOptions {
  /** Replaces PUBLIC_ORIGIN_PLACEHOLDER in text files, e.g. "https://www.example.com". */
  publicOrigin: string;
  /** Included in every file's headers (the files are answered without Fastify's hooks). */
  securityHeaders: Readonly<Record<string, string>>;
  /**
   * Where the compressed variants of substituted files are kept between starts, keyed by the
   * content's hash, so a restart with the same PUBLIC_URL does not compress them again.
   */
  compressedCacheDir?: string;
  /**
   * GA_MEASUREMENT_ID: written into every page's <head> as the meta element the browser's
   * analytics reads, and the pages' policy allows gtag.js (contracts/analytics.ts).
   */
  analyticsMeasurementId?: string | undefined;
  /**
   * The periods retention deletes by (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS) and the
   * days backups keep (BACKUP_KEEP × BACKUP_INTERVAL_HOURS), written into the privacy notice in
   * place of its tokens; the defaults when absent.
   */
  retentionPeriods?: NoticePeriods | undefined;
}

/** How every file of the site is served, whether the build wrote it or a publish drew it again. */
export type SiteFileSettings = Pick<
  LoadOptions,
  "publicOrigin" | "securityHeaders" | "analyticsMeasurementId" | "retentionPeriods"
>;

/** The one place the settings of the site's files are made from the configuration. */
export function siteFileSettings(
  config: Pick<Config, "publicUrl" | "analyticsMeasurementId" | "retention" | "backup">,
  securityHeaders: Readonly<Record<string, string>>,
): SiteFileSettings {
  return {
    publicOrigin: config.publicUrl,
    securityHeaders,
    analyticsMeasurementId: config.analyticsMeasurementId,
    retentionPeriods: { ...config.retention, backupDays: backupDays(config.backup) },
  };
}

const NOT_FOUND_PAGE = "404/index.html";
const RETENTION_TOKEN_VALUES = Object.values(RETENTION_PERIOD_TOKENS);
const UNKNOWN_CATEGORY = `${UNKNOWN_CATEGORY_PAGE.slice(1)}/index.html`;
const UNKNOWN_ADDRESS = `${UNKNOWN_ADDRESS_PAGE.slice(1)}/index.html`;
const ADMIN_SHELL = "__spa-fallback.html";
/** A prefixed locale's copy of a page of the build: ru/404/index.html. */
const inLocale = (locale: Locale, relativePath: string) => `${locale}/${relativePath}`;
const NOT_FOUND_FILES = [NOT_FOUND_PAGE, UNKNOWN_CATEGORY, UNKNOWN_ADDRESS].flatMap((relativePath) => [
  relativePath,
  ...PREFIXED_LOCALES.map((locale) => inLocale(locale, relativePath)),
]);
/** Smaller files gain nothing from compression (and the build does not precompress them). */
const MIN_COMPRESS_BYTES = 1024;

/*
 * The build's file types, by hand rather than from mime-types: these two tables also decide what
 * is text (compressed, with PUBLIC_URL substituted) and what is media (served with byte ranges),
 * and mime-types would change answers: .js as application/javascript, .svg and .xml without a
 * charset, .ico as image/vnd.microsoft.icon, and nothing for React Router's .data files.
 */
const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  // React Router's turbo-stream loader data.
  ".data": "text/x-script; charset=utf-8",
};

const BINARY_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
};

/** Where a file of the build is served: `/` for index.html, `/Aboutus` for Aboutus/index.html. */
/** The locale of a page's or data file's address: `ru/PrivacyNotice.data` is Russian. */
function localeOfFile(relativePath: string): Locale {
  return splitLocalePath(urlPathOf(relativePath)).locale;
}

export function urlPathOf(relativePath: string): string {
  if (relativePath === "index.html") return "/";
  if (relativePath.endsWith("/index.html")) return `/${relativePath.slice(0, -"/index.html".length)}`;
  return `/${relativePath}`;
}

function makeVariant(body: Buffer, tag: string, common: Record<string, string>, encoding?: Encoding): Variant {
  const etag = `"${tag}${encoding ? `-${encoding}` : ""}"`;
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

/**
 * `body` as served: the placeholder origin replaced by the public one in text, the privacy notice's
 * retention periods written in, and in a page the analytics meta element when GA_MEASUREMENT_ID is
 * set. `substituted` when it differs from the build's.
 */
export function servedBody(
  body: Buffer,
  extension: string,
  options: Pick<LoadOptions, "publicOrigin" | "analyticsMeasurementId" | "retentionPeriods">,
  locale: Locale = DEFAULT_LOCALE,
): { body: Buffer; substituted: boolean; analytics: boolean } {
  let served = body;
  let substituted = false;
  if (TEXT_TYPES[extension] && body.includes(PUBLIC_ORIGIN_PLACEHOLDER)) {
    served = Buffer.from(body.toString("utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, options.publicOrigin), "utf8");
    substituted = true;
  }
  if (TEXT_TYPES[extension] && RETENTION_TOKEN_VALUES.some((token) => served.includes(token))) {
    served = Buffer.from(
      withRetentionPeriods(
        served.toString("utf8"),
        options.retentionPeriods ?? { ...RETENTION_DEFAULTS, backupDays: BACKUP_DAYS_DEFAULT },
        locale,
      ),
      "utf8",
    );
    substituted = true;
  }
  const analytics = extension === ".html" && options.analyticsMeasurementId !== undefined;
  if (analytics) {
    // Not rendered by React: React 19 passes over an element it did not render in <head> when it hydrates.
    const meta = `<meta name="${ANALYTICS_META_NAME}" content="${options.analyticsMeasurementId}"/>`;
    served = Buffer.from(served.toString("utf8").replace("</head>", `${meta}</head>`), "utf8");
    substituted = true;
  }
  return { body: served, substituted, analytics };
}

/** A file ready to answer: its variants (when compression pays), their ETags and headers. */
function staticFile(
  relativePath: string,
  served: { body: Buffer; analytics: boolean; scriptSources: readonly string[] },
  hash: string,
  compressed: { br: Buffer | undefined; gz: Buffer | undefined },
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
  const brVariant = br && makeVariant(br, tag, common, "br");
  const gzipVariant = gz && makeVariant(gz, tag, common, "gzip");
  return {
    identity,
    ...(brVariant ? { br: brVariant } : {}),
    ...(gzipVariant ? { gzip: gzipVariant } : {}),
    etags: new Set([identity.etag, brVariant?.etag, gzipVariant?.etag].filter((etag) => etag !== undefined)),
    rangeable,
    isPage: relativePath === "index.html" || relativePath.endsWith("/index.html"),
  };
}

const hashOf = (body: Buffer) => createHash("sha256").update(body).digest("base64url");

/**
 * A file made after the build (a page drawn again from published content): served as the build's
 * files are (public origin, analytics, compressed with brotli 11 and gzip 9 on libuv's threads,
 * headers). Its policy allows only the inline scripts the build produced (`buildScripts`); any
 * other is reported to `onScriptsRefused` and left blocked. `relativePath` is where the build
 * would have written it (`Carrer/index.html`, `Carrer.data`).
 */
export async function renderedFile(
  relativePath: string,
  content: string,
  options: SiteFileSettings & {
    buildScripts: ReadonlySet<string>;
    onScriptsRefused?: (relativePath: string, sources: readonly string[]) => void;
  },
): Promise<StaticFile> {
  const extension = path.extname(relativePath).toLowerCase();
  const served = servedBody(Buffer.from(content, "utf8"), extension, options, localeOfFile(relativePath));
  const { allowed, outsideBuild } =
    extension === ".html"
      ? scriptSourcesOf(served.body.toString("utf8"), options.buildScripts)
      : { allowed: [], outsideBuild: [] };
  if (outsideBuild.length) options.onScriptsRefused?.(relativePath, outsideBuild);
  const [br, gz] = served.body.length >= MIN_COMPRESS_BYTES ? await compressText(served.body) : [undefined, undefined];
  return staticFile(
    relativePath,
    { ...served, scriptSources: allowed },
    hashOf(served.body),
    { br, gz },
    options.securityHeaders,
  );
}

async function loadFile(clientDir: string, relativePath: string, options: LoadOptions): Promise<StaticFile> {
  const absolute = path.join(clientDir, relativePath);
  const [raw, info] = await Promise.all([readFile(absolute), stat(absolute)]);
  const extension = path.extname(relativePath).toLowerCase();
  const served = servedBody(raw, extension, options, localeOfFile(relativePath));
  const { body, substituted } = served;
  const hash = hashOf(body);
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  if (TEXT_TYPES[extension] && body.length >= MIN_COMPRESS_BYTES) {
    // The build's variants hold the placeholder: substituted files are compressed here, or
    // read from the cache of an earlier start.
    const siblingOf = substituted
      ? options.compressedCacheDir && path.join(options.compressedCacheDir, hash)
      : absolute;
    const minMtime = substituted ? 0 : info.mtimeMs;
    if (siblingOf)
      [br, gz] = await Promise.all([readSibling(siblingOf, ".br", minMtime), readSibling(siblingOf, ".gz", minMtime)]);
    if (!br || !gz) {
      [br, gz] = await Promise.all([br ?? compressBrotli(body), gz ?? compressGzip(body)]);
      if (substituted && siblingOf) await writeCache(siblingOf, br, gz);
    }
  }
  // The build's own page: every inline script in it is one the build produced.
  const scriptSources = extension === ".html" ? scriptHashSources(body.toString("utf8")) : [];
  return staticFile(relativePath, { ...served, scriptSources }, hash, { br, gz }, options.securityHeaders);
}

export async function loadSiteFiles(clientDir: string, options: LoadOptions): Promise<SiteFiles> {
  const started = performance.now();
  const relativePaths = (await listFiles(clientDir)).sort();
  const present = new Set(relativePaths);
  // foo.js.br and foo.js.gz are variants of foo.js, not files of their own.
  const served = relativePaths.filter(
    (p) => !((p.endsWith(".br") || p.endsWith(".gz")) && present.has(p.slice(0, -3))),
  );
  const loaded = new Map(
    await mapLimit(
      served,
      16,
      async (relativePath) => [relativePath, await loadFile(clientDir, relativePath, options)] as const,
    ),
  );
  const files = new Map<string, StaticFile>();
  let totalBytes = 0;
  for (const [relativePath, file] of loaded) {
    totalBytes += file.identity.body.length + (file.br?.body.length ?? 0) + (file.gzip?.body.length ?? 0);
    if (relativePath !== ADMIN_SHELL && !NOT_FOUND_FILES.includes(relativePath))
      files.set(urlPathOf(relativePath), file);
  }
  const unknownCategoryPage = loaded.get(UNKNOWN_CATEGORY);
  const unknownAddressPage = loaded.get(UNKNOWN_ADDRESS);
  const localeNotFoundPages = new Map<Locale, NotFoundPages>();
  for (const locale of PREFIXED_LOCALES) {
    const notFoundPage = loaded.get(inLocale(locale, NOT_FOUND_PAGE));
    if (!notFoundPage) continue;
    const category = loaded.get(inLocale(locale, UNKNOWN_CATEGORY));
    const address = loaded.get(inLocale(locale, UNKNOWN_ADDRESS));
    localeNotFoundPages.set(locale, {
      notFoundPage,
      ...(category ? { unknownCategoryPage: category } : {}),
      ...(address ? { unknownAddressPage: address } : {}),
    });
  }
  const buildScripts = new Set(
    [...loaded]
      .filter(([relativePath]) => relativePath.endsWith(".html"))
      .flatMap(([, file]) => scriptHashSources(file.identity.body.toString("utf8"))),
  );
  return {
    files,
    notFoundPage: required(loaded, clientDir, NOT_FOUND_PAGE),
    ...(unknownCategoryPage ? { unknownCategoryPage } : {}),
    ...(unknownAddressPage ? { unknownAddressPage } : {}),
    localeNotFoundPages,
    adminShell: required(loaded, clientDir, ADMIN_SHELL),
    buildScripts,
    totalBytes,
    loadMs: Math.round(performance.now() - started),
  };
}

function required(loaded: Map<string, StaticFile>, clientDir: string, relativePath: string): StaticFile {
  const file = loaded.get(relativePath);
  if (!file) throw new Error(`${path.join(clientDir, relativePath)} is missing: run "npm run build"`);
  return file;
}
