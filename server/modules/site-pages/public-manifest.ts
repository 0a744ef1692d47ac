/**
 * The route manifest public pages load, without the staff portal's routes. React Router writes one
 * manifest of every route (build/client/assets/manifest-*.js), and every page imports it before it
 * hydrates: each portal route cost every public page about 90 bytes gzipped, 0.7 KB for the
 * portal's nine (decision 046). After prerendering, a copy without the routes under /admin is
 * written beside it, and the prerendered pages (and the pages the server draws again on a publish)
 * import that copy; the SPA fallback the server answers for /admin/* keeps the whole manifest.
 * A public page links to the portal nowhere, and an address typed or followed into /admin is a new
 * document, so the browser never needs a portal route it was not sent.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

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
 * The manifest module's source without the portal's routes, naming itself `url` when given: React
 * Router's scripts add a modulepreload link to the manifest's url once hydrated, so left as it was,
 * every public page then fetched the whole manifest as well. Throws on a source it does not know.
 */
export function publicManifestSource(source: string, url?: string): string {
  const text = source.trim().replace(/;$/, "");
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error("not a React Router manifest module");
  const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length)) as { routes: Record<string, ManifestRoute> };
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).filter(([, route]) => !isPortalRoute(manifest.routes, route)),
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

/**
 * Writes the public manifest beside the whole one (named by its content, as the build names its
 * assets), and the swap into `rendererDir` when there is one. Answers the swap.
 */
export function writePublicManifest(clientDir: string, rendererDir: string | undefined): ManifestSwap {
  const assets = path.join(clientDir, "assets");
  const [file, ...others] = readdirSync(assets).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (!file || others.length > 0) throw new Error(`expected one assets/manifest-*.js, found ${others.length + 1}`);
  const whole = readFileSync(path.join(assets, file), "utf8");
  const hash = createHash("sha256").update(publicManifestSource(whole)).digest("hex").slice(0, 8);
  const publicFile = `manifest-public-${hash}.js`;
  writeFileSync(path.join(assets, publicFile), publicManifestSource(whole, `/assets/${publicFile}`));
  const swap = { full: `/assets/${file}`, public: `/assets/${publicFile}` };
  if (rendererDir && existsSync(rendererDir))
    writeFileSync(path.join(rendererDir, SWAP_FILE), `${JSON.stringify(swap)}\n`);
  return swap;
}

/** The swap the build wrote into the kept server build, or undefined for a build without one. */
export function readManifestSwap(rendererDir: string): ManifestSwap | undefined {
  try {
    return JSON.parse(readFileSync(path.join(rendererDir, SWAP_FILE), "utf8")) as ManifestSwap;
  } catch {
    return undefined;
  }
}
