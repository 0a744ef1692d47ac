import { cpSync, rmSync } from "node:fs";
import path from "node:path";
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
      server.middlewares.use(sirv(path.join(server.config.root, ".generated/public"), { dev: true, etag: true }));
    },
  };
}

/** The framework's modules: React, React DOM and its scheduler, React Router and what it imports. */
const VENDOR_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * The site's own modules that every public page loads: the root's and the public layout's (header,
 * footer, their hooks, the company, the product lines, the locales and t(), the page tags, the visit
 * source). One chunk compresses as one text: about 1.7 KB gzipped less on every page than the dozen
 * small chunks Rolldown cut them into (measured on /TapeExtrusion: 125.03 KB before). The root
 * route's own module too (its chunk left a stub that re-exports it): 0.2-0.3 KB less on every page
 * (/ 125,508 to 125,286 bytes), which every page loads anyway.
 */
const SITE_MODULES = new RegExp(
  [
    "contracts/(locales|public-origin|utm-parameters)\\.ts",
    "content/(company|product-lines|site-map|privacy-links)\\.ts",
    "app/i18n/messages\\.tsx",
    "app/lib/(seo|visit-source|navigation|scroll-lock|breakpoints)\\.ts",
    "app/hooks/(use-hydrated|use-media-query|use-focus-on-navigation|use-scrolled-past)\\.ts",
    "app/components/(external-link/external-link|server-drawn/server-drawn|site-header/(site-header|nav-dropdown)|site-footer/site-footer)\\.tsx",
    "app/routes/public-layout\\.tsx",
    "app/root\\.tsx",
  ]
    .map((file) => `/${file}$`.replaceAll("/", "[\\\\/]"))
    .join("|"),
);

/**
 * Keeps React Router's server build as build/renderer/ (React Router deletes build/server/ once it
 * has prerendered, since the site has no request-time rendering): the server renders a page again
 * from it when its content is published (decision 042), with the very code that prerendered it.
 * Copied when the server bundle is written, before React Router's own handler prerenders and deletes it.
 */
function keepServerBuild(): Plugin {
  return {
    name: "keep-server-build",
    apply: "build",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        if (!this.environment || this.environment.name !== "ssr" || !options.dir) return;
        const renderer = path.join(path.dirname(options.dir), "renderer");
        rmSync(renderer, { recursive: true, force: true });
        cpSync(options.dir, renderer, { recursive: true });
      },
    },
  };
}

export default defineConfig({
  plugins: [generatedPublicFiles(), keepServerBuild(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Vite's first scan misses zod (reached through #contracts/*); found on the first page load, it
  // would reload the page, in the middle of filling a form on a fresh clone.
  optimizeDeps: { include: ["zod", "zod/mini"] },
  build: {
    assetsInlineLimit: 0,
    // React Router would otherwise remove all of build/, the server bundle that scripts/build.ts
    // builds at the same time included; the site step clears build/client/ itself.
    emptyOutDir: false,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk that every page loads (decision 039). Left
        // to itself, Rolldown cuts them by which routes import what: an admin screen that uses
        // createPortal moved part of React DOM into a chunk of its own, and every public page paid
        // for the extra chunk; one chunk also compresses better than two.
        codeSplitting: {
          groups: [
            { name: "vendor", test: VENDOR_MODULES },
            // What every public page's header and footer read (the company, the product lines, the
            // locale list and addresses, the page's language and t()) in one chunk, not two shared
            // ones: 0.1 KB gzipped less on every page than the locales' machinery in a chunk of its own.
            { name: "site", test: SITE_MODULES },
          ],
        },
      },
    },
  },
});
