/**
 * The route manifest public pages load, without the staff portal's routes. React Router writes one
 * manifest of every route (build/client/assets/manifest-*.js), and every page imports it before it
 * hydrates: each portal route cost every public page about 90 bytes gzipped, 0.7 KB for the
 * portal's nine (decision 046). After prerendering, a copy without the routes under /admin is
 * written beside it, and the prerendered pages (and the pages the server draws again on a publish)
 * import that copy; the SPA fallback the server answers for /admin/* keeps the whole manifest.
 * A public page links to the portal nowhere, and an address typed or followed into /admin is a new
 * document, so the browser never needs a portal route it was not sent.
 *
 * Each locale's pages get their own copy, with the root and that locale's routes only (decision
 * 057): six copies of every public route would cost every page about 126 KB raw. A page's links
 * stay in its locale; the language switcher and the offer line load the other locale's page as a
 * new document, which brings that locale's manifest.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES, type Locale, PREFIXED_LOCALES, splitLocalePath } from "#contracts/locales";

const MANIFEST_PREFIX = "window.__reactRouterManifest=";
/** The fallback document React Router writes for the routes it does not prerender: the portal's. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";
/** Written into the kept server build, for the server to make the same swap in the pages it draws. */
const SWAP_FILE = "public-manifest.json";

/** The manifest a public page imports instead of the whole one (site-relative URLs). */
export interface ManifestSwap {
  full: string;
  public: string;
}

/** The whole manifest and each locale's public copy, as the build writes them. */
export interface ManifestSwaps {
  full: string;
  byLocale: Record<Locale, string>;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
}

/** Whether a route is the portal's: its path, with its parents', starts with /admin. */
function isPortalRoute(routes: Record<string, ManifestRoute>, route: ManifestRoute): boolean {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path);
  return /^admin(\/|$)/i.test(parts.join("/"));
}

/**
 * The locale a public route serves: app/routes.ts gives every route of a prefixed locale an id
 * starting `<locale>/`; the rest are English's, but for the root (no parent), which every locale shares.
 */
function routeLocale(route: ManifestRoute): Locale | "shared" {
  if (route.parentId === undefined) return "shared";
  return PREFIXED_LOCALES.find((locale) => route.id.startsWith(`${locale}/`)) ?? "en";
}

/**
 * The manifest module's source without the portal's routes and without other locales' routes,
 * naming itself `url` when given (React Router's scripts add a modulepreload link to the manifest's
 * url once hydrated: left as it is, every page would then fetch the whole manifest); throws on a
 * source it does not know.
 */
export function publicManifestSource(source: string, locale: Locale, url?: string): string {
  const text = source.trim().replace(/;$/, "");
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error("not a React Router manifest module");
  const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length)) as { routes: Record<string, ManifestRoute> };
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).filter(
      ([, route]) => !isPortalRoute(manifest.routes, route) && [locale, "shared"].includes(routeLocale(route)),
    ),
  );
  return `${MANIFEST_PREFIX}${JSON.stringify({ ...manifest, routes, ...(url === undefined ? {} : { url }) })};`;
}

/** The page importing the public manifest in place of the whole one: the module script's first import. */
export function withPublicManifest(html: string, swap: ManifestSwap): string {
  const opening = /<script\b[^>]*\btype="module"[^>]*>\s*/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const at = match.index + match[0].length;
    const statement = `import "${swap.full}";`;
    if (html.startsWith(statement, at))
      return `${html.slice(0, at)}import "${swap.public}";${html.slice(at + statement.length)}`;
  }
  return html;
}

/** The swap for the page at `pagePath` (a site path, `/ru/Aboutus`): its locale's manifest. */
export function manifestSwapFor(swaps: ManifestSwaps, pagePath: string): ManifestSwap {
  return { full: swaps.full, public: swaps.byLocale[splitLocalePath(pagePath).locale] };
}

/**
 * Writes each locale's public manifest beside the whole one (named by its content, as the build
 * names its assets), and the swaps into `rendererDir` when there is one. Answers the swaps.
 */
export function writePublicManifests(clientDir: string, rendererDir: string | undefined): ManifestSwaps {
  const assets = path.join(clientDir, "assets");
  const [file, ...others] = readdirSync(assets).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (!file || others.length > 0) throw new Error(`expected one assets/manifest-*.js, found ${others.length + 1}`);
  const whole = readFileSync(path.join(assets, file), "utf8");
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => {
      const hash = createHash("sha256").update(publicManifestSource(whole, locale)).digest("hex").slice(0, 8);
      // English keeps the name it had before the locales (`manifest-public-…`), the others name their locale.
      const publicFile = `manifest-${locale === DEFAULT_LOCALE ? "public" : locale}-${hash}.js`;
      writeFileSync(path.join(assets, publicFile), publicManifestSource(whole, locale, `/assets/${publicFile}`));
      return [locale, `/assets/${publicFile}`];
    }),
  ) as Record<Locale, string>;
  const swaps = { full: `/assets/${file}`, byLocale };
  if (rendererDir && existsSync(rendererDir))
    writeFileSync(path.join(rendererDir, SWAP_FILE), `${JSON.stringify(swaps)}\n`);
  return swaps;
}

/** The swaps the build wrote into the kept server build, or undefined for a build without them. */
export function readManifestSwaps(rendererDir: string): ManifestSwaps | undefined {
  try {
    const swaps = JSON.parse(readFileSync(path.join(rendererDir, SWAP_FILE), "utf8")) as Partial<ManifestSwaps>;
    return swaps.full && swaps.byLocale ? (swaps as ManifestSwaps) : undefined;
  } catch {
    return undefined;
  }
}
