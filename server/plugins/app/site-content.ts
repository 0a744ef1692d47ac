/**
 * The content collections as `fastify.content` (the editing rules, the uploads, the preview) and
 * the public pages drawn from them as `fastify.sitePages` (decision 043). At start, before the
 * server listens, the database is seeded once from content/ and the careers, news and exhibitions
 * pages are drawn from what is published, so a restart serves the latest; from then on the pages
 * follow every publish, here at once and in every other process within seconds.
 */
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { type Collection, COLLECTION_PAGES } from "#contracts/collections/api";
import type { FieldsOf } from "#contracts/collections/index";
import {
  type FieldsByCollection,
  type PublishedEntry,
  type PublishedSiteContent,
  publishedState,
} from "#contracts/collections/published";
import { offices } from "#content/offices";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
import { claimWentLive, storedFields, waitingToGoLive } from "#server/modules/site-content/content-repository";
import { builtMedia } from "#server/modules/site-content/built-media";
import { type ContentService, createContentService } from "#server/modules/site-content/content-service";
import { type ContentUploads, createContentUploads } from "#server/modules/site-content/content-uploads";
import { siteContentAt } from "#server/modules/site-content/published-content";
import { seedContent } from "#server/modules/site-content/seed";
import { loadPageRenderer, type PageRenderer } from "#server/modules/site-pages/page-renderer";
import { createPagePublisher, type PageTimings, type SitemapOpening } from "#server/modules/site-pages/page-publisher";
import { scriptHashSources } from "./csp-script-hashes";
import { contentSecurityPolicy } from "./security-headers";
import type { StaticSite } from "./static-site";
import { renderedFile, servedBody } from "./static-site-files";

declare module "fastify" {
  interface FastifyInstance {
    content: {
      service: ContentService;
      uploads: ContentUploads;
      /** The public page of `collection` with these fields shown as published, in place of item `id` when given. */
      preview(
        collection: Collection,
        draft: { id?: number; slug: string; position?: number; fields: FieldsOf<Collection> },
      ): Promise<{ html: string; contentSecurityPolicy: string }>;
    };
    sitePages: {
      /** This process published: the pages that changed are drawn now (other processes follow by themselves). */
      refresh(): Promise<PageTimings>;
      /** The openings on the careers page now, for the sitemap. */
      openings(): readonly SitemapOpening[];
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

function withoutSchedule<F extends object>(fields: F): F {
  const { publishAt: _from, closesAt: _until, ...rest } = fields as F & { publishAt?: string; closesAt?: string };
  return rest as F;
}

/**
 * A publish scheduled for a later time is in the audit trail twice: when staff publish (by them)
 * and when its time comes (by the server, naming who scheduled it). Every process looks at that
 * time; the one whose claim moves the item's recorded version writes the entry.
 */
async function recordScheduledPublishing(db: Kysely<Database>, log: FastifyBaseLogger, at: Date): Promise<void> {
  const now = at.toISOString();
  for (const row of await waitingToGoLive(db)) {
    const collection = row.collection as Collection;
    const fields = storedFields<FieldsByCollection[Collection]>(row.published);
    const state = publishedState(collection, fields, now);
    if (state === "scheduled" || !(await claimWentLive(db, row.id, row.published_version))) continue;
    const details = {
      collection,
      id: row.id,
      slug: row.slug,
      title: row.title,
      before: "scheduled",
      after: state,
      version: row.published_version,
      ...(fields.publishAt ? { publishAt: fields.publishAt } : {}),
      scheduledBy: row.published_by_email,
    };
    log.info({ ...details, event: "content.scheduled-live", security: true }, "security: content.scheduled-live");
    await insertAuditEntry(db, {
      action: "content.scheduled-live",
      outcome: "success",
      actorId: null,
      actorEmail: null,
      target: `${collection} item ${row.id}`,
      details,
      address: null,
      userAgent: null,
      at,
    });
  }
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
    const retentionPeriods = {
      applicationDays: app.config.applicationRetentionDays,
      leadDays: app.config.leadRetentionDays,
    };
    const publisher = createPagePublisher({
      db,
      renderer,
      toStaticFile: (relativePath, content) =>
        renderedFile(relativePath, content, {
          publicOrigin: app.config.publicUrl,
          securityHeaders: options.securityHeaders,
          analyticsMeasurementId: app.config.analyticsMeasurementId,
          retentionPeriods,
        }),
      replaceFiles: (files) => options.site?.replaceFiles(files),
      onContent: (content) => {
        if (content.openings === openingsFrom) return;
        openingsFrom = content.openings;
        openings = content.openings.map(({ slug, fields }) => ({ slug, datePosted: fields.datePosted }));
      },
      afterLook: (at) => recordScheduledPublishing(db, app.log, at),
      log: app.log,
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });

    async function preview(
      collection: Collection,
      draft: { id?: number; slug: string; position?: number; fields: FieldsOf<Collection> },
    ) {
      if (!renderer)
        throw new HttpError(503, "preview_unavailable", "The preview needs the built site: run npm run build.");
      const entries: PublishedEntry[] = (await publisher.entries()).filter(
        (entry) => !(entry.collection === collection && entry.id === draft.id),
      );
      entries.push({
        collection,
        id: draft.id ?? 0,
        slug: draft.slug,
        position: draft.position ?? Number.MIN_SAFE_INTEGER,
        // Shown as it would be once live, whenever that is.
        fields: withoutSchedule(draft.fields),
      } as PublishedEntry);
      const { content } = await siteContentAt(db, entries, new Date());
      const { html } = await renderer.render(COLLECTION_PAGES[collection], content);
      // As the page itself is served (origin, analytics, the policy of its scripts), but framable by the portal.
      const page = servedBody(Buffer.from(html, "utf8"), ".html", {
        publicOrigin: app.config.publicUrl,
        analyticsMeasurementId: app.config.analyticsMeasurementId,
        retentionPeriods,
      });
      const text = page.body.toString("utf8");
      return {
        html: text,
        contentSecurityPolicy: contentSecurityPolicy(scriptHashSources(text), {
          analytics: page.analytics,
          framedBy: "'self'",
        }),
      };
    }

    app.decorate("content", { service, uploads, preview });
    app.decorate("sitePages", { refresh: () => publisher.refresh(), openings: () => openings });

    app.addHook("onReady", async () => {
      if (await seedContent(db, app.dialect)) app.log.info("content collections seeded from content/");
      await publisher.start();
    });
    app.addHook("onClose", async () => {
      await publisher.stop();
      await uploads.close();
    });
  },
  { name: "site-content", dependencies: ["database", "uploads"] },
);
