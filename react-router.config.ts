import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PAGES, prefixedLocalePaths } from "#content/locale-pages";
import { allPublicPaths } from "#content/site-map";
import { dropModulePreloads, rewritePagesIn } from "#server/modules/site-pages/content-before-code";
import { loaderDataAsJson } from "#server/modules/site-pages/hydration-data";
import {
  SPA_FALLBACK_FILE,
  manifestSwapFor,
  withPublicManifest,
  writePublicManifests,
} from "#server/modules/site-pages/public-manifest";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to complete HTML; /admin is client-only and is served the SPA
  // fallback. There is no request-time rendering: the Fastify server serves files from memory.
  ssr: false,
  // "/404" is rendered by the catch-all route and served by the server for unknown paths of two
  // segments or more; UNKNOWN_ADDRESS_PAGE (the :machine route's not-found page) for unknown paths
  // of one segment; UNKNOWN_CATEGORY_PAGE for unknown /PlasticRecycling/{segment} paths
  // (NOT_FOUND_PAGES). Each other locale's copies, these included, follow under /<locale> (decision 057).
  prerender: [...allPublicPaths(), ...NOT_FOUND_PAGES, ...prefixedLocalePaths()],
  // Runs once the pages are prerendered (and the temporary server build is gone, the page renderer
  // kept): content before code (decision 019), the loader data as JSON rather than scripts (decision
  // 050), and the public pages' manifest without the portal's routes (decision 046), each locale's
  // pages with their locale's routes only (decision 057); the SPA fallback, which the portal's
  // addresses are answered with, keeps the whole one.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    const swaps = writePublicManifests(clientDir, path.join(reactRouterConfig.buildDirectory, "renderer"));
    // A page's site path: build/client/ru/Aboutus/index.html is /ru/Aboutus.
    const pagePath = (file: string) => `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`;
    const { changed, pages } = await rewritePagesIn(clientDir, (html, file) =>
      path.basename(file) === SPA_FALLBACK_FILE
        ? dropModulePreloads(html)
        : withPublicManifest(loaderDataAsJson(dropModulePreloads(html)), manifestSwapFor(swaps, pagePath(file))),
    );
    console.log(`modulepreload links dropped and the public manifest used in ${changed} of ${pages} pages`);
  },
} satisfies Config;
