/**
 * Draws a public page again, on the server, from the published content: the React Router server
 * build the prerender used (kept as build/renderer/ by vite.config.ts) answers the page's data
 * request and then its document, exactly as the prerender asks them, with the content handed to
 * the route loaders in the load context. The HTML embeds the same loader data as the .data file,
 * so a browser hydrates what it was sent, and a visitor arriving by a link fetches the same data.
 * Like the prerendered pages, it carries no modulepreload links, imports its locale's public manifest and
 * holds its loader data as JSON (hydration-data.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PublishedSiteContent } from "#contracts/collections/published";
import { dropModulePreloads } from "./content-before-code";
import { loaderDataAsJson } from "./hydration-data";
import { manifestSwapFor, readManifestSwaps, withPublicManifest } from "./public-manifest";

export interface RenderedPage {
  /** The document, as the build leaves it in <path>/index.html (no modulepreload links, the public manifest, data as JSON). */
  html: string;
  /** The loader data, as the prerender writes it to <path>.data. */
  data: string;
}

export interface PageRenderer {
  render(pagePath: string, siteContent: PublishedSiteContent): Promise<RenderedPage>;
}

type RequestHandler = (request: Request, context: { siteContent: PublishedSiteContent }) => Promise<Response>;

/** The renderer of the build in `rendererDir`, or undefined when there is none (a test's fixture site). */
export async function loadPageRenderer(rendererDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(rendererDir, "index.js");
  if (!existsSync(entry)) return undefined;
  const [build, { createRequestHandler }] = await Promise.all([
    import(pathToFileURL(entry).href),
    import("react-router"),
  ]);
  const handle = createRequestHandler(build, "production") as RequestHandler;
  // React Router renders only the paths the build prerendered (ssr: false); a machine page at an
  // address the build did not have (decision 060) gets a handler whose list holds it too.
  const prerendered = new Set<string>(build.prerender);
  const handlers = new Map<string, RequestHandler>();
  const handlerFor = (pagePath: string): RequestHandler => {
    if (prerendered.has(pagePath)) return handle;
    let handler = handlers.get(pagePath);
    if (!handler) {
      handler = createRequestHandler({ ...build, prerender: [...build.prerender, pagePath] }, "production");
      handlers.set(pagePath, handler);
    }
    return handler;
  };
  // Each locale's public manifest, as the prerender swapped them in (public-manifest.ts).
  const swaps = readManifestSwaps(rendererDir);

  async function answer(
    handle: RequestHandler,
    url: string,
    siteContent: PublishedSiteContent,
    what: string,
  ): Promise<string> {
    const response = await handle(new Request(`http://localhost${url}`), { siteContent });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`rendering ${what} of ${url} answered ${response.status}: ${body.slice(0, 500)}`);
    return body;
  }

  return {
    async render(pagePath, siteContent) {
      // The same two requests as the prerender: the data, then the document (which runs the loaders again).
      const handle = handlerFor(pagePath);
      // The home page's data is /_root.data.
      const data = await answer(handle, `${pagePath === "/" ? "/_root" : pagePath}.data`, siteContent, "the data");
      const html = await answer(handle, pagePath === "/" ? "/" : `${pagePath}/`, siteContent, "the document");
      const lighter = loaderDataAsJson(dropModulePreloads(html));
      return { html: swaps ? withPublicManifest(lighter, manifestSwapFor(swaps, pagePath)) : lighter, data };
    },
  };
}
