import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { UNKNOWN_CATEGORY_PAGE, allPublicPaths } from "#content/site-map";
import { dropModulePreloadsIn } from "./scripts/html/content-before-code";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to complete HTML; /admin is client-only and is served the SPA
  // fallback. There is no request-time rendering: the Fastify server serves files from memory.
  ssr: false,
  // "/404" is rendered by the catch-all route and served by the server for unknown paths;
  // UNKNOWN_CATEGORY_PAGE for unknown /PlasticRecycling/{segment} paths.
  prerender: [...allPublicPaths(), "/404", UNKNOWN_CATEGORY_PAGE],
  // Runs once the pages are prerendered (and the temporary server build is gone): content before code, decision 019.
  async buildEnd({ reactRouterConfig }) {
    const { changed, pages } = await dropModulePreloadsIn(path.join(reactRouterConfig.buildDirectory, "client"));
    console.log(`modulepreload links dropped from ${changed} of ${pages} pages`);
  },
} satisfies Config;
