// Where the build is, and the public routes read from content/site-map.ts, so the benchmarks
// measure exactly the pages the site prerenders.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allPublicPaths, publicPages } from "#content/site-map";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const clientDir = path.join(repoRoot, "build/client");
export const serverEntry = path.join(repoRoot, "build/node/server.js");

/** Every public path (aliases such as /AboutUs included) and the canonical ones alone. */
export function loadPublicPaths(): { all: string[]; canonical: string[] } {
  return { all: allPublicPaths(), canonical: publicPages.map((page) => page.path) };
}

/** The prerendered HTML file of a path: / -> index.html, /Aboutus -> Aboutus/index.html. */
export function htmlFileFor(routePath: string): string {
  return path.join(clientDir, routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`);
}
