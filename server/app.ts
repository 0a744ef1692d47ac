/**
 * buildApp(config): the whole HTTP application as a Fastify instance that is not listening yet.
 * server.ts listens; tests drive it with `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config";
import { type DatabaseHandle, type Dialect, createDatabase, migrateToLatest, pingDatabase } from "./db/database";
import type { Database } from "./db/schema";
import { frameworkErrorHandler, registerErrorHandling } from "./plugins/error-handler";
import { registerSecurityHeaders, securityHeaders } from "./plugins/security-headers";
import { createStaticSite } from "./plugins/static-site";
import { loadSiteFiles } from "./plugins/static-site-files";
import { releaseHeldMessages } from "./modules/mail/outbox-repository";
import { uploadsDirectory } from "./modules/uploads/resume-store";
import { staffPortalRoutes } from "./routes/admin/index";
import { healthRoutes } from "./routes/health";
import { type LeadCaptureTuning, leadCaptureRoutes } from "./routes/leads/index";
import { seoRoutes } from "./routes/seo";
import { uploadRoutes } from "./routes/uploads";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
  }
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
  /** Lead capture's knobs for tests and benchmarks: outbox worker timings, rate limit, catalogue resolver. */
  leadCapture?: LeadCaptureTuning;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const headers = securityHeaders({ https: config.publicUrl.startsWith("https:") });
  // Loaded before anything else: the server answers the build's files ahead of Fastify, and on a
  // slow start loading may take longer than Fastify's plugin timeout.
  const siteFiles = deps.clientDir
    ? await loadSiteFiles(deps.clientDir, {
        publicOrigin: config.publicUrl,
        securityHeaders: headers,
        compressedCacheDir: deps.compressedCacheDir,
      })
    : undefined;
  const site = siteFiles && createStaticSite(siteFiles, headers);
  const app = Fastify({
    ...(site ? { serverFactory: site.serverFactory } : {}),
    logger: deps.logger ?? false,
    // A hop count is given as a function: Fastify's types do not list the number form.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: frameworkErrorHandler(headers),
  });
  // First, so that every route registered below gets the security headers.
  registerSecurityHeaders(app, headers);
  registerErrorHandling(app, headers);

  const database = deps.database ?? (await openDatabase(config));
  if (!deps.database) app.addHook("onClose", () => database.db.destroy());
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("dialect", database.dialect);

  await app.register(healthRoutes, { pingDatabase: () => pingDatabase(database.db) });
  await app.register(seoRoutes, { publicOrigin: config.publicUrl });
  if (site) await app.register(site.routes);
  await app.register(leadCaptureRoutes, {
    db: database.db,
    dialect: database.dialect,
    config,
    clientDir: deps.clientDir,
    tuning: deps.leadCapture ?? {},
  });
  await app.register(staffPortalRoutes, {
    db: database.db,
    dialect: database.dialect,
    secureCookies: config.publicUrl.startsWith("https:"),
    releaseHeldMessages,
  });
  await app.register(uploadRoutes, { db: database.db, uploadsDir: uploadsDirectory(config.dataDir) });
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
