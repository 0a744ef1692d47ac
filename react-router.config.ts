import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { UNKNOWN_ADDRESS_PAGE, UNKNOWN_CATEGORY_PAGE, allPublicPaths } from "#content/site-map";
import { dropModulePreloads, rewritePagesIn } from "#server/modules/site-pages/content-before-code";
import { loaderDataAsJson } from "#server/modules/site-pages/hydration-data";
import { SPA_FALLBACK_FILE, withPublicManifest, writePublicManifest } from "#server/modules/site-pages/public-manifest";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to complete HTML; /admin is client-only and is served the SPA
  // fallback. There is no request-time rendering: the Fastify server serves files from memory.
  ssr: false,
  // "/404" is rendered by the catch-all route and served by the server for unknown paths of two
  // segments or more; UNKNOWN_ADDRESS_PAGE (the :machine route's not-found page) for unknown paths
  // of one segment; UNKNOWN_CATEGORY_PAGE for unknown /PlasticRecycling/{segment} paths.
  prerender: [...allPublicPaths(), "/404", UNKNOWN_ADDRESS_PAGE, UNKNOWN_CATEGORY_PAGE],
  // Runs once the pages are prerendered (and the temporary server build is gone, the page renderer
  // kept): content before code (decision 019), the loader data as JSON rather than scripts (decision
  // 050), and the public pages' manifest without the portal's routes (decision 046); the SPA
  // fallback, which the portal's addresses are answered with, keeps the whole one.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    const swap = writePublicManifest(clientDir, path.join(reactRouterConfig.buildDirectory, "renderer"));
    const { changed, pages } = await rewritePagesIn(clientDir, (html, file) =>
      path.basename(file) === SPA_FALLBACK_FILE
        ? dropModulePreloads(html)
        : withPublicManifest(loaderDataAsJson(dropModulePreloads(html)), swap),
    );
    console.log(`modulepreload links dropped and the public manifest used in ${changed} of ${pages} pages`);
  },
} satisfies Config;
