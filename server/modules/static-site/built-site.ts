/**
 * Reads the built site (build/client) into memory once, at start: every file keyed by its URL path,
 * with the public origin substituted, its ETag, its headers, its CSP script hashes and its brotli
 * and gzip variants all worked out, so that answering a request is one Map lookup.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { UNKNOWN_ADDRESS_PAGE, UNKNOWN_CATEGORY_PAGE } from "#content/site-map";
import { type Locale, PREFIXED_LOCALES } from "#contracts/locales";
import { compressBrotli, compressGzip, listFiles, mapLimit, readSibling, writeCache } from "./build-directory";
import { scriptHashSources } from "./csp-script-hashes";
import { TEXT_TYPES } from "./file-types";
import { servedBody, type SiteFileSettings } from "./served-body";
import {
  ADMIN_SHELL,
  hashOf,
  localeOfFile,
  MIN_COMPRESS_BYTES,
  type StaticFile,
  staticFile,
  urlPathOf,
} from "./static-site-files";

/** The pages one locale answers unknown addresses with, each as the route the browser matches there draws it. */
export interface NotFoundPages {
  notFoundPage: StaticFile;
  /** The slider's 'No products available', for /PlasticRecycling/{unknown} (UNKNOWN_CATEGORY_PAGE); absent from fixture builds. */
  unknownCategoryPage?: StaticFile;
  /**
   * That page's data, for a client-side navigation to such an address: the browser's router asks
   * for its .data and draws the slider from it, in the locale's words (absent from fixture builds).
   */
  unknownCategoryData?: StaticFile;
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

export interface LoadOptions extends SiteFileSettings {
  /**
   * Where the compressed variants of substituted files are kept between starts, keyed by the
   * content's hash, so a restart with the same PUBLIC_URL does not compress them again.
   */
  compressedCacheDir?: string;
}

const NOT_FOUND_PAGE = "404/index.html";
const UNKNOWN_CATEGORY = `${UNKNOWN_CATEGORY_PAGE.slice(1)}/index.html`;
const UNKNOWN_CATEGORY_DATA = `${UNKNOWN_CATEGORY_PAGE.slice(1)}.data`;
const UNKNOWN_ADDRESS = `${UNKNOWN_ADDRESS_PAGE.slice(1)}/index.html`;
/** A prefixed locale's copy of a page of the build: ru/404/index.html. */
const inLocale = (locale: Locale, relativePath: string) => `${locale}/${relativePath}`;
const NOT_FOUND_FILES = [NOT_FOUND_PAGE, UNKNOWN_CATEGORY, UNKNOWN_CATEGORY_DATA, UNKNOWN_ADDRESS].flatMap(
  (relativePath) => [relativePath, ...PREFIXED_LOCALES.map((locale) => inLocale(locale, relativePath))],
);

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
  const localeNotFoundPages = new Map<Locale, NotFoundPages>();
  for (const locale of PREFIXED_LOCALES) {
    const notFoundPage = loaded.get(inLocale(locale, NOT_FOUND_PAGE));
    if (notFoundPage)
      localeNotFoundPages.set(locale, {
        notFoundPage,
        ...unknownPagesOf(loaded, (relativePath) => inLocale(locale, relativePath)),
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
    ...unknownPagesOf(loaded, (relativePath) => relativePath),
    localeNotFoundPages,
    adminShell: required(loaded, clientDir, ADMIN_SHELL),
    buildScripts,
    totalBytes,
    loadMs: Math.round(performance.now() - started),
  };
}

/** The pages for unknown lines and addresses of one locale (its files named by `at`), those the build has. */
function unknownPagesOf(
  loaded: ReadonlyMap<string, StaticFile>,
  at: (relativePath: string) => string,
): Omit<NotFoundPages, "notFoundPage"> {
  const category = loaded.get(at(UNKNOWN_CATEGORY));
  const categoryData = loaded.get(at(UNKNOWN_CATEGORY_DATA));
  const address = loaded.get(at(UNKNOWN_ADDRESS));
  return {
    ...(category ? { unknownCategoryPage: category } : {}),
    ...(categoryData ? { unknownCategoryData: categoryData } : {}),
    ...(address ? { unknownAddressPage: address } : {}),
  };
}

function required(loaded: Map<string, StaticFile>, clientDir: string, relativePath: string): StaticFile {
  const file = loaded.get(relativePath);
  if (!file) throw new Error(`${path.join(clientDir, relativePath)} is missing: run "npm run build"`);
  return file;
}
