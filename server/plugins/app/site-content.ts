/**
 * The content collections as `fastify.content` (the editing rules, the uploads, the preview) and
 * the public pages drawn from them as `fastify.sitePages` (decision 043). At start, before the
 * server listens, the database is seeded once from content/ and the careers, news and exhibitions
 * pages are drawn from what is published, so a restart serves the latest; from then on the pages
 * follow every publish, here at once and in every other process within seconds.
 */
import path from "node:path";
import fp from "fastify-plugin";
import type { Collection } from "#contracts/collections/api";
import type { PublishedSiteContent } from "#contracts/collections/published";
import { offices } from "#content/offices";
import { builtMedia } from "#server/modules/site-content/built-media";
import { type ContentService, createContentService } from "#server/modules/site-content/content-service";
import { type ContentUploads, createContentUploads } from "#server/modules/site-content/content-uploads";
import {
  holdUnauthorisedSchedules,
  recordScheduledPublishing,
} from "#server/modules/site-content/scheduled-publishing";
import { seedContent } from "#server/modules/site-content/seed";
import { createPagePreview, type DraftToPreview } from "#server/modules/site-pages/page-preview";
import { loadPageRenderer, type PageRenderer } from "#server/modules/site-pages/page-renderer";
import {
  createPagePublisher,
  type MachineAddresses,
  type PageTimings,
  type SitemapOpening,
} from "#server/modules/site-pages/page-publisher";
import { movedPageRedirects } from "#server/modules/site-addresses/page-redirects";
import type { StaticSite } from "#server/modules/static-site/static-site";
import { siteFileSettings } from "#server/modules/static-site/served-body";
import { createFinisher } from "#server/modules/static-site/finishing";
import { renderedFile } from "#server/modules/static-site/static-site-files";

declare module "fastify" {
  interface FastifyInstance {
    content: {
      service: ContentService;
      uploads: ContentUploads;
      /** The public page of `collection` with these fields shown as published, in place of item `id` when given. */
      preview(collection: Collection, draft: DraftToPreview): Promise<{ html: string; contentSecurityPolicy: string }>;
    };
    sitePages: {
      /** This process published: the pages that changed are drawn now (other processes follow by themselves). */
      refresh(): Promise<PageTimings>;
      /** Resolves once the other locales' copies of those pages, drawn after the English, are in place too. */
      settled(): Promise<void>;
      /** Resolves once the pages drawn so far carry their best brotli bytes (a few seconds after they are live). */
      finished(): Promise<void>;
      /** The openings on the careers page now, for the sitemap. */
      openings(): readonly SitemapOpening[];
      /** The machine pages' old and new addresses now, for the sitemap. */
      machineAddresses(): MachineAddresses;
    };
  }
}

export interface SiteContentOptions {
  /** The built site this process serves, whose pages are swapped; absent when it serves the API alone. */
  site?: StaticSite;
  /** build/client, beside which the build keeps the page renderer (build/renderer). */
  clientDir?: string;
  /** The build's generated files: the media manifest and the press PDFs (default .generated/). */
  generatedDir?: string;
  securityHeaders: Readonly<Record<string, string>>;
  /** How often to look for a publish made by another process (default 1 s). */
  pollMs?: number;
}

export default fp<SiteContentOptions>(
  async (app, options) => {
    const db = app.db;
    const media = builtMedia(options.generatedDir ?? path.resolve(".generated"));
    const service = createContentService({
      db,
      media,
      offices: offices.map((office) => ({ value: office.slug, label: `${office.region} (${office.kind})` })),
    });
    const uploads = createContentUploads({
      db,
      store: app.uploads,
      limits: app.uploadChecks.limits,
      scan: (bytes) => app.uploadChecks.scan(bytes, app.log),
    });
    const renderer: PageRenderer | undefined =
      options.site && options.clientDir
        ? await loadPageRenderer(path.join(options.clientDir, "..", "renderer"))
        : undefined;
    if (options.site && !renderer)
      app.log.warn("no page renderer in the build: published content will not reach the pages until a rebuild");

    let openings: readonly SitemapOpening[] = [];
    let openingsFrom: PublishedSiteContent["openings"] | undefined;
    let machineAddresses: MachineAddresses = { moved: new Map(), added: [], lines: { gone: [], added: [] } };
    const settings = siteFileSettings(app.config, options.securityHeaders);
    const buildScripts = options.site?.buildScripts ?? new Set<string>();
    // Drawn pages go live with quick brotli bytes and are compressed at the best after (finishing.ts).
    const finisher = createFinisher({
      replaceFiles: (files) => options.site?.replaceFiles(files),
      idle: () => publisher.settled(),
      log: app.log,
    });
    const publisher = createPagePublisher({
      db,
      renderer,
      toStaticFile: (relativePath, content) =>
        renderedFile(relativePath, content, {
          ...settings,
          buildScripts,
          onScriptsRefused: (file, sources) =>
            app.log.warn(
              { file, sources, event: "page.script-refused", security: true },
              "security: a drawn page has inline scripts the build did not produce; its policy does not allow them",
            ),
          quick: true,
        }),
      replaceFiles: (files) => {
        const drawn = [...files];
        options.site?.replaceFiles(drawn);
        finisher.add(drawn);
      },
      removeFiles: (urlPaths) => {
        const gone = [...urlPaths];
        options.site?.removeFiles(gone);
        finisher.forget(gone);
      },
      onContent: (content, addresses) => {
        machineAddresses = addresses;
        options.site?.setMovedPages(movedPageRedirects(addresses));
        if (content.openings === openingsFrom) return;
        openingsFrom = content.openings;
        openings = content.openings.map(({ slug, fields }) => ({ slug, datePosted: fields.datePosted }));
      },
      beforeLook: (at) => holdUnauthorisedSchedules(db, app.log, at),
      afterLook: (at) => recordScheduledPublishing(db, app.log, at),
      log: app.log,
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
    const preview = createPagePreview({ db, renderer, entries: () => publisher.entries(), settings, buildScripts });

    app.decorate("content", { service, uploads, preview });
    app.decorate("sitePages", {
      refresh: () => publisher.refresh(),
      settled: () => publisher.settled(),
      finished: async () => {
        await publisher.settled();
        await finisher.settled();
      },
      openings: () => openings,
      machineAddresses: () => machineAddresses,
    });

    app.addHook("onReady", async () => {
      if (await seedContent(db, app.dialect)) app.log.info("content collections seeded from content/");
      await publisher.start();
    });
    app.addHook("onClose", async () => {
      await publisher.stop();
      await finisher.stop();
      await uploads.close();
    });
  },
  { name: "site-content", dependencies: ["database", "uploads"] },
);
