import type { Config } from "@react-router/dev/config";
import { allPublicPaths } from "#content/site-map";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are prerendered to complete HTML; /admin is client-only and is served the SPA
  // fallback. There is no request-time rendering: the Fastify server serves files from memory.
  ssr: false,
  // "/404" is rendered by the catch-all route and served by the server for unknown paths.
  prerender: [...allPublicPaths(), "/404"],
} satisfies Config;
