/**
 * The one way the API tests build the app (fastify/demo's test helper): `buildApp` on a fresh
 * database of one dialect, configured from `env` like the real server, optionally serving a
 * client directory. Lead capture's outbox worker does not run unless asked for, so the messages a
 * test causes stay in the outbox, where it can look at them.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type AppDeps, buildApp, type LeadCaptureTuning } from "#server/app";
import { loadConfig } from "#server/config";
import { createDatabase, type Dialect, migrateToLatest } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases";

export const CLIENT_DIR = path.resolve("build/client");

/** Runs scripts/build.ts: only a check when no source changed since the last build. Call from beforeAll. */
export function ensureBuild(): void {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { stdio: ["ignore", "ignore", "inherit"] });
}

export interface TestAppOptions {
  /** Default sqlite. */
  dialect?: Dialect;
  /** The environment on top of the test database's DATA_DIR and DATABASE_URL, e.g. { PUBLIC_URL: "https://www.example.test" }. */
  env?: Record<string, string>;
  /** Lead capture's knobs, over `{ startWorker: false }`. */
  leadCapture?: LeadCaptureTuning;
  /** A client directory to serve: CLIENT_DIR (call ensureBuild() in beforeAll first) or a fixture. */
  clientDir?: string;
  rateLimitStore?: AppDeps["rateLimitStore"];
  logger?: AppDeps["logger"];
  /** Reuse a database and its data directory (a restart); the caller drops it. */
  testDb?: TestDatabase;
  /** Called before the app is ready: a place for test-only routes. */
  extend?: (app: FastifyInstance) => void;
  /** Sees every route as it is registered (the role test lists them all this way). */
  onRoute?: AppDeps["onRoute"];
  /** The sales desk's job; off unless asked for (tests run it with `app.salesDesk.linkNow()`). */
  salesDesk?: AppDeps["salesDesk"];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: Dialect;
  /** DATA_DIR: the SQLite file, uploads/ and outbox/. */
  dataDir: string;
  uploadsDir: string;
  testDb: TestDatabase;
  /** Closes the app and its database, and drops the database unless it was passed in. */
  close: () => Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dialect = options.dialect ?? "sqlite";
  const testDb = options.testDb ?? (await createTestDatabase(dialect));
  const { dataDir, databaseUrl } = testDb.config;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Files on disk, where a test can look at them; tests/api/platform/file-stores.test.ts covers the other stores.
    UPLOADS: "disk",
    ...options.env,
  });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const uploadsDir = uploadsDirectory(dataDir);
  mkdirSync(uploadsDir, { recursive: true });
  const app = await buildApp(config, {
    database,
    leadCapture: { startWorker: false, ...options.leadCapture },
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    // The real build shares the server's cache of compressed pages, so only the first test file compresses them.
    ...(options.clientDir === CLIENT_DIR ? { compressedCacheDir: path.resolve("build/.cache/compressed") } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    salesDesk: options.salesDesk ?? { enabled: false },
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    dialect,
    dataDir,
    uploadsDir,
    testDb,
    close: async () => {
      await app.close();
      await database.db.destroy();
      if (!options.testDb) await testDb.drop();
    },
  };
}
