/**
 * buildApp(config): the whole HTTP application as a Fastify instance that is not listening yet.
 * server.ts listens; tests drive it with `inject`. It composes, in order: the plugins of outside
 * libraries (plugins/external), the app's own plugins (plugins/app: the database, the outbox, lead
 * capture, staff sign-in, the staff lists, error answers, security headers, the static site), then
 * the routes, which reach what they need through the decorators those plugins add.
 */
import path from "node:path";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { addressSpellings } from "#content/address-spellings";
import { publicPages } from "#content/site-map";
import type { Config } from "./config";
import { createDatabase, type DatabaseHandle, migrateToLatest } from "./db/database";
import type { CatalogueResolver } from "./modules/leads/catalogue-link";
import { sharedRateLimitStore } from "./modules/rate-limit/shared-store";
import { pageRedirects } from "./modules/site-addresses/page-redirects";
import type { OutboxTuning } from "./modules/mail/outbox-worker";
import { withRedactedRequests } from "./modules/security-events/request-log";
import backups, { type BackupSchedule } from "./plugins/app/backups";
import clientAddress from "./plugins/app/client-address";
import database from "./plugins/app/database";
import errorHandler, { frameworkErrorHandler } from "./plugins/app/error-handler";
import leadCapture from "./plugins/app/lead-capture";
import outbox from "./plugins/app/outbox";
import personalData, { type RetentionSchedule } from "./plugins/app/personal-data";
import salesOverdue from "./plugins/app/sales-overdue";
import unreadBody from "./plugins/app/unread-body";
import securityHeaders, { securityHeaderValues } from "./plugins/app/security-headers";
import salesDesk, { type SalesDeskSchedule } from "./plugins/app/sales-desk";
import staffAuth from "./plugins/app/staff-auth";
import staffLists from "./plugins/app/staff-lists";
import uploads from "./plugins/app/uploads";
import { createStaticSite } from "./modules/static-site/static-site";
import { loadSiteFiles } from "./modules/static-site/built-site";
import { siteFileSettings } from "./modules/static-site/served-body";
import accepts from "./plugins/external/accepts";
import cookie from "./plugins/external/cookie";
import rateLimit from "./plugins/external/rate-limit";
import zodTypeProvider from "./plugins/external/zod-type-provider";
import siteContent from "./plugins/app/site-content";
import { staffPortalRoutes } from "./routes/admin/index";
import { contentFileRoutes } from "./routes/content-files";
import { healthRoutes } from "./routes/health";
import { type FormRateLimit, leadCaptureRoutes } from "./routes/leads/index";
import { seoRoutes } from "./routes/seo";
import { uploadRoutes } from "./routes/uploads";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

/** Lead capture's knobs for tests and benchmarks; production uses the defaults. */
export interface LeadCaptureTuning {
  outbox?: Partial<OutboxTuning>;
  /** Whether this process runs the outbox worker (default true). */
  startWorker?: boolean;
  rateLimit?: FormRateLimit;
  /** How long POST /api/inquiries waits for its notification to go out (default 3 s). */
  inquiryNotificationTimeoutMs?: number;
  resolveCatalogue?: CatalogueResolver;
  /** Where this host's catalogue PDFs are (default the client directory's catalogues/). */
  catalogueDir?: string;
}

export interface AppDeps {
  /** An open, migrated database, owned by the caller (tests). Without it the app opens the configured one, migrates it, and closes it on close. */
  database?: DatabaseHandle;
  /** Fastify's logger option: pino options, or false (the default) for none. */
  logger?: FastifyServerOptions["logger"];
  /** The build's client directory to serve the site from; without it only the API and health routes exist. */
  clientDir?: string;
  /** Keeps the compressed variants of the files PUBLIC_URL is written into between starts (build/.cache/compressed). */
  compressedCacheDir?: string;
  /** The build's generated files (media manifest, press PDFs) content may name; default .generated/. */
  generatedDir?: string;
  /** How often each process looks for content published by another (default 1 s). */
  contentPollMs?: number;
  /** Lead capture's knobs for tests and benchmarks: outbox worker timings, rate limit, catalogue resolver. */
  leadCapture?: LeadCaptureTuning;
  /** Where rate limits count (@fastify/rate-limit's store); without it, PostgreSQL's rate_limits table, or on SQLite this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** When retention checks whether its daily run is due; `{ enabled: false }` for tests that run it themselves. */
  retention?: RetentionSchedule;
  /** When backups look whether one is due (SQLite); `{ enabled: false }` for tests that run it themselves. */
  backups?: BackupSchedule;
  /** How often the sales desk links and routes new leads; `{ enabled: false }` for tests that run it themselves. */
  salesDesk?: SalesDeskSchedule;
  /** The HTTP server's timeouts; production uses HTTP_TIMEOUTS (tests shorten them). */
  httpTimeouts?: HttpTimeouts;
  /** Sees every route as it is registered (the role test lists them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

export interface HttpTimeouts {
  /** The whole request (headers and body) must arrive within this (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** A connection with nothing sent either way for this long is closed (server.setTimeout). */
  connectionTimeoutMs: number;
  /** How often Node checks requestTimeout (http.createServer's connectionsCheckingInterval). */
  checkIntervalMs: number;
}

/**
 * Security review S-20: without these a client could hold a connection open indefinitely (Fastify's
 * defaults are 0, "never"). Two minutes carry a 10 MiB resume over a 1 Mbit/s line; the idle limit
 * stays above Fastify's 72 s keep-alive so a kept-alive connection closes by that first.
 */
const HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 120_000,
  connectionTimeoutMs: 90_000,
  checkIntervalMs: 15_000,
};

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const headers = securityHeaderValues({ https: config.publicUrl.startsWith("https:") });
  // Both are ready before Fastify starts its plugins: loading the site or migrating a large table
  // may take longer than Fastify's plugin timeout, and the site's server answers ahead of Fastify.
  const site = deps.clientDir
    ? createStaticSite(
        await loadSiteFiles(deps.clientDir, {
          ...siteFileSettings(config, headers),
          compressedCacheDir: deps.compressedCacheDir,
        }),
        headers,
        pageRedirects(publicPages, addressSpellings),
      )
    : undefined;
  const db = deps.database ?? (await openDatabase(config));
  const tuning = deps.leadCapture ?? {};

  const timeouts = deps.httpTimeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    ...(site ? { serverFactory: site.serverFactory } : {}),
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    // Node 20 enforces requestTimeout on a slow body only when it is given at the server's
    // creation; Fastify sets it afterwards, so it goes to createServer too.
    http: { requestTimeout: timeouts.requestTimeoutMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    logger: withRedactedRequests(deps.logger),
    // A hop count is given as a function: Fastify's types do not list the number form.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: frameworkErrorHandler(headers),
    // A draining process (SIGTERM) finishes the requests that still reach it on open connections
    // instead of answering them 503: one process of several stops without failing a visitor.
    return503OnClosing: false,
  });
  app.decorate("config", config);
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  // Outside libraries.
  await app.register(cookie);
  await app.register(accepts);
  await app.register(zodTypeProvider);
  // Every process on the database counts together: several machines on PostgreSQL, workers on SQLite.
  const rateLimitStore = deps.rateLimitStore ?? sharedRateLimitStore(db.db, db.dialect, app.log);
  await app.register(rateLimit, { store: rateLimitStore });

  // The app's own plugins. Security headers first: they apply to the routes registered after them.
  await app.register(securityHeaders, { headers });
  await app.register(clientAddress);
  await app.register(errorHandler, { headers });
  await app.register(unreadBody);
  await app.register(database, { database: db, closeWithApp: !deps.database });
  const catalogueDir = tuning.catalogueDir ?? (deps.clientDir ? path.join(deps.clientDir, "catalogues") : undefined);
  await app.register(outbox, { tuning: tuning.outbox, startWorker: tuning.startWorker, catalogueDir });
  await app.register(uploads);
  await app.register(leadCapture, { catalogueDir, resolveCatalogue: tuning.resolveCatalogue });
  await app.register(staffAuth);
  await app.register(staffLists);
  await app.register(salesDesk, { schedule: deps.salesDesk });
  await app.register(personalData, { schedule: deps.retention });
  await app.register(backups, { schedule: deps.backups, sqliteConnection: db.sqliteConnection });
  await app.register(salesOverdue);
  await app.register(siteContent, {
    ...(site ? { site } : {}),
    ...(deps.clientDir ? { clientDir: deps.clientDir } : {}),
    ...(deps.generatedDir ? { generatedDir: deps.generatedDir } : {}),
    ...(deps.contentPollMs ? { pollMs: deps.contentPollMs } : {}),
    securityHeaders: headers,
  });
  if (site) await app.register(site.routes);

  // Routes.
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(leadCaptureRoutes, {
    rateLimit: tuning.rateLimit,
    inquiryNotificationTimeoutMs: tuning.inquiryNotificationTimeoutMs,
  });
  await app.register(staffPortalRoutes);
  await app.register(uploadRoutes);
  await app.register(contentFileRoutes);
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    return database;
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
}
