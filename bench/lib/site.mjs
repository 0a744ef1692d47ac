// The public routes, read from content/site-map.ts (TypeScript) through esbuild, so the
// benchmarks measure exactly the pages the site prerenders.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const clientDir = path.join(repoRoot, "build/client");
export const serverEntry = path.join(repoRoot, "build/node/server.js");

async function importTs(relativePath) {
  const result = await build({
    entryPoints: [path.join(repoRoot, relativePath)],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

/** Every public path (aliases such as /AboutUs included) and the canonical ones alone. */
export async function loadPublicPaths() {
  const siteMap = await importTs("content/site-map.ts");
  return {
    all: siteMap.allPublicPaths(),
    canonical: siteMap.publicPages.map((page) => page.path),
  };
}

/** The prerendered HTML file of a path: / -> index.html, /Aboutus -> Aboutus/index.html. */
export function htmlFileFor(routePath) {
  return path.join(clientDir, routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`);
}
