// Bundle report: the gzipped JavaScript each prerendered public page loads before anyone
// interacts with it, against the 125 KB budget, and a check that no page loads admin code.
// Every English page, and in each other locale its home and a machine page, each of which must
// carry no other locale's interface text (decision 057).
// Reads build/client only (run `npm run build` first). Exit 1 when a page fails.
import { init, parse } from "es-module-lexer";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { kb, markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report";
import { clientDir, htmlFileFor, loadPublicPaths } from "./lib/site";
import { productPages } from "#content/product-lines";
import { UNKNOWN_ADDRESS_PAGE } from "#content/site-map";
import { LOCALES, LOCALE_NAMES, type Locale, PREFIXED_LOCALES, localePath, splitLocalePath } from "#contracts/locales";
import type { LayoutMessages } from "../app/i18n/messages/en";
import { ar } from "../app/i18n/messages/ar";
import { es } from "../app/i18n/messages/es";
import { fr } from "../app/i18n/messages/fr";
import { ru } from "../app/i18n/messages/ru";
import { vi } from "../app/i18n/messages/vi";

export const BUDGET_BYTES = 125 * 1024;

function attributes(tag: string): Record<string, string | undefined> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

/**
 * The module URLs a page starts loading on its own: script src, modulepreload links, and the
 * imports (static, and dynamic ones that run at once) of inline module scripts.
 */
export function scriptsOfHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]!);
    if (attrs.rel?.split(/\s+/).includes("modulepreload") && attrs.href) urls.add(attrs.href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1]!);
    if (attrs.src) urls.add(attrs.src);
    else if (attrs.type === "module") {
      for (const specifier of importsOf(m[2]!, { dynamic: true })) urls.add(specifier);
    }
  }
  return [...urls];
}

/** Import specifiers of a module's source: static ones, plus literal dynamic ones if asked. */
export function importsOf(source: string, { dynamic = false } = {}): string[] {
  const [imports] = parse(source);
  return imports.flatMap((imp) => (imp.n !== undefined && (imp.d === -1 || (dynamic && imp.d >= 0)) ? [imp.n] : []));
}

function assetFile(url: string, fromUrl = "/"): { url: string; file: string | undefined } {
  const resolved = new URL(url, new URL(fromUrl, "http://site.invalid"));
  if (resolved.origin !== "http://site.invalid") return { url: resolved.href, file: undefined };
  return { url: resolved.pathname, file: path.join(clientDir, decodeURIComponent(resolved.pathname)) };
}

/** The loaded set of a page: its scripts and, recursively, their static imports. */
type ReadModule = (url: string) => string | undefined;

function closure(startUrls: readonly string[], readModule: ReadModule): Set<string> {
  const seen = new Set<string>();
  const queue = [...startUrls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readModule(url);
    if (source === undefined) continue;
    for (const specifier of importsOf(source)) queue.push(assetFile(specifier, url).url);
  }
  return seen;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
}
interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** A manifest module's routes, as the browser would read them. */
function manifestOf(source: string, name: string): RouteManifest {
  const sandbox: { window: { __reactRouterManifest?: RouteManifest } } = { window: {} };
  vm.runInNewContext(source, sandbox);
  const manifest = sandbox.window.__reactRouterManifest;
  if (!manifest?.routes) throw new Error(`${name} does not define window.__reactRouterManifest`);
  return manifest;
}

/** The whole manifest, every route (the public pages load a copy without the portal's: decision 046). */
function loadManifest(): RouteManifest {
  const assets = path.join(clientDir, "assets");
  const files = readdirSync(assets).filter((f) => /^manifest-[0-9a-f]+\.js$/.test(f));
  if (files.length !== 1) throw new Error(`expected one assets/manifest-*.js in build/client, found ${files.length}`);
  return manifestOf(readFileSync(path.join(assets, files[0]!), "utf8"), files[0]!);
}

function isAdminRoute(manifest: RouteManifest, route: ManifestRoute): boolean {
  return /^\/admin(\/|$)/i.test(fullPathOf(manifest.routes, route));
}

function describesPortal(manifest: RouteManifest): boolean {
  return Object.values(manifest.routes).some((route) => isAdminRoute(manifest, route));
}

function fullPathOf(routes: RouteManifest["routes"], route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

/**
 * Chunks only admin routes use: everything the admin route modules import, minus everything
 * the entry and the public routes import (React and shared helpers are not admin code).
 */
function adminOnlyChunks(manifest: RouteManifest, readModule: ReadModule): { routeIds: string[]; chunks: string[] } {
  const routes = Object.values(manifest.routes);
  const isAdmin = (route: ManifestRoute) => isAdminRoute(manifest, route);
  const starts = (list: ManifestRoute[]) => list.flatMap((route) => [route.module, ...(route.imports ?? [])]);
  const admin = routes.filter(isAdmin);
  if (admin.length === 0) throw new Error("the route manifest has no /admin routes: cannot tell admin chunks apart");
  const adminSet = closure(starts(admin), readModule);
  const publicSet = closure(
    [manifest.entry.module, ...(manifest.entry.imports ?? []), ...starts(routes.filter((r) => !isAdmin(r)))],
    readModule,
  );
  return { routeIds: admin.map((r) => r.id), chunks: [...adminSet].filter((url) => !publicSet.has(url)) };
}

const CATALOGUES: Readonly<Record<Exclude<Locale, "en">, LayoutMessages>> = { ru, vi, ar, es, fr };

/** The texts of a locale's catalogue: for English, the keys themselves. */
function textsOf(locale: Locale): string[] {
  return locale === "en" ? Object.keys(ru) : Object.values(CATALOGUES[locale]);
}

/**
 * The words that would show another locale's catalogue on a page in `locale`: every translation of
 * each other locale that is not also a text of this page's own locale, of English (the keys every
 * catalogue carries) or a language's own name (the switcher names every language on every page).
 * Only texts unlikely to occur in code by chance count: six characters or more, with a space or a
 * letter outside ASCII ("Email" or "o" could be anything).
 */
export function foreignTexts(locale: Locale): Map<string, Locale> {
  const own = new Set([...textsOf(locale), ...textsOf("en"), ...Object.values(LOCALE_NAMES)]);
  const foreign = new Map<string, Locale>();
  for (const other of PREFIXED_LOCALES) {
    if (other === locale) continue;
    for (const text of textsOf(other)) {
      const distinctive = text.length >= 6 && /[\s\u0080-\uffff]/.test(text);
      if (distinctive && !own.has(text)) foreign.set(text, other);
    }
  }
  return foreign;
}

/** The pages measured in each locale other than English: its home, a machine page and its two not-found pages. */
function localePages(): string[] {
  return PREFIXED_LOCALES.flatMap((locale) => [
    localePath(locale, "/"),
    localePath(locale, `/${productPages[0]!.path}`),
    localePath(locale, "/404"),
    localePath(locale, UNKNOWN_ADDRESS_PAGE),
  ]);
}

export interface BundlePage {
  path: string;
  error?: string;
  chunks?: string[];
  rawBytes?: number;
  gzipBytes?: number;
  adminLoaded?: string[];
  problems?: string[];
}

export interface BundleReport {
  budgetBytes: number;
  admin: { routeIds: string[]; chunks: string[] };
  pages: BundlePage[];
}

export async function bundleReport(): Promise<BundleReport> {
  if (!existsSync(clientDir)) throw new Error("build/client is missing: run `npm run build` first");
  await init;
  const sources = new Map<string, Buffer | undefined>();
  const readModule = (url: string) => {
    if (!sources.has(url)) {
      const { file } = assetFile(url);
      sources.set(url, file && existsSync(file) ? readFileSync(file) : undefined);
    }
    return sources.get(url)?.toString("utf8");
  };
  const gzipped = new Map<string, number>();
  const gzipSize = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) gzipped.set(url, (size = gzipSync(sources.get(url)!, { level: 9 }).length));
    return size;
  };

  const admin = adminOnlyChunks(loadManifest(), readModule);
  const adminSet = new Set(admin.chunks);
  const { all } = loadPublicPaths();
  const foreign = new Map(LOCALES.map((locale) => [locale, foreignTexts(locale)]));
  const pages = [...all, "/404", UNKNOWN_ADDRESS_PAGE, ...localePages()].map((routePath): BundlePage => {
    const htmlFile = htmlFileFor(routePath);
    if (!existsSync(htmlFile))
      return { path: routePath, error: `no prerendered ${path.relative(clientDir, htmlFile)}` };
    const loaded = [...closure(scriptsOfHtml(readFileSync(htmlFile, "utf8")), readModule)];
    const missing = loaded.filter((url) => readModule(url) === undefined);
    const present = loaded.filter((url) => readModule(url) !== undefined);
    const adminLoaded = present.filter((url) => adminSet.has(url) || /\/(login|dashboard|admin)[-.][^/]*$/.test(url));
    const gzipBytes = present.reduce((sum, url) => sum + gzipSize(url), 0);
    const rawBytes = present.reduce((sum, url) => sum + sources.get(url)!.length, 0);
    // The route manifest the page loads must not describe the portal (each route in it costs every page).
    const portalInManifest = present.filter(
      (url) => /\/manifest-[\w-]+\.js$/.test(url) && describesPortal(manifestOf(readModule(url)!, url)),
    );
    // Another locale's interface text in what the page loads (its own, and English, are expected).
    const words = foreign.get(splitLocalePath(routePath).locale)!;
    const foreignLoaded = present.flatMap((url) => {
      const source = readModule(url)!;
      const found = [...words].filter(([text]) => source.includes(text));
      return found.length ? [`loads ${found[0]![1]} text ("${found[0]![0]}") in ${url}`] : [];
    });
    const problems = [
      ...(gzipBytes > BUDGET_BYTES ? [`over budget by ${kb(gzipBytes - BUDGET_BYTES)} KB`] : []),
      ...adminLoaded.map((url) => `loads admin chunk ${url}`),
      ...missing.map((url) => `references missing ${url}`),
      ...portalInManifest.map((url) => `loads the portal's routes in ${url}`),
      ...foreignLoaded,
    ];
    return { path: routePath, chunks: present, rawBytes, gzipBytes, adminLoaded, problems };
  });
  return { budgetBytes: BUDGET_BYTES, admin, pages };
}

function formatBundleReport(report: BundleReport): { text: string; markdown: string } {
  const headers = ["route", "chunks", "raw KB", "gzip KB", "result"];
  const rows = report.pages.map((p) =>
    p.error
      ? [p.path, "", "", "", `FAIL: ${p.error}`]
      : [
          p.path,
          p.chunks?.length ?? 0,
          kb(p.rawBytes ?? 0),
          kb(p.gzipBytes ?? 0),
          p.problems?.length ? `FAIL: ${p.problems.join("; ")}` : "ok",
        ],
  );
  const align = ["l", "r", "r", "r", "l"] as const;
  const note = `Budget ${kb(report.budgetBytes)} KB gzipped (level 9) per page. Admin-only chunks (never to load on a public page): ${report.admin.chunks.join(", ")}.`;
  return {
    text: `${textTable(headers, rows, align)}\n\n${note}`,
    markdown: `${markdownTable(headers, rows, align)}\n\n${note}`,
  };
}

function bundleReportPassed(report: BundleReport): boolean {
  return report.pages.every((p) => !p.error && !p.problems?.length);
}

export async function main({ readme = true } = {}): Promise<boolean> {
  const report = await bundleReport();
  const prov = provenance();
  const { text, markdown } = formatBundleReport(report);
  const ok = bundleReportPassed(report);
  console.log(`\nJavaScript loaded before interaction, per public page\n\n${text}\n`);
  writeOut("bundle-report", { ...prov, ok, ...report });
  if (readme) updateReadmeSection("bundle", `${provenanceLine(prov)}\n\n${markdown}`);
  console.log(ok ? "bundle report: every page within budget, no admin code" : "bundle report: FAILED");
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main({ readme: !process.argv.includes("--no-readme") }).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: Error) => {
      console.error(`bundle report: ${error.message}`);
      process.exit(1);
    },
  );
}
