import { reactRouter } from "@react-router/dev/vite";
import sirv from "sirv";
import { type Plugin, defineConfig } from "vite";

/**
 * In development, the generated files (catalogue and press PDFs, encoded pictures) are served from
 * .generated/public/ beside public/; `npm run build` copies them into build/client/ instead
 * (scripts/build/steps.ts), so the production build never reads this plugin.
 */
function generatedPublicFiles(): Plugin {
  return {
    name: "generated-public-files",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(sirv(".generated/public", { dev: true, etag: true }));
    },
  };
}

export default defineConfig({
  plugins: [generatedPublicFiles(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // React Router would otherwise remove all of build/, the server bundle that scripts/build.ts
    // builds at the same time included; the site step clears build/client/ itself.
    emptyOutDir: false,
  },
});
