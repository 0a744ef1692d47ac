/** The whole app on a fresh test database, with lead capture tuned for tests. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { createDatabase, type DatabaseHandle, type Dialect, migrateToLatest } from "#server/db/database";
import type { AppDeps, LeadCaptureTuning } from "#server/app";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases";

export interface LeadTestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  testDb: TestDatabase;
  dataDir: string;
  close: () => Promise<void>;
}

export interface LeadTestOptions {
  env?: Record<string, string>;
  tuning?: LeadCaptureTuning;
  rateLimitStore?: AppDeps["rateLimitStore"];
  /** Reuse a database (and its data directory) instead of creating one. */
  testDb?: TestDatabase;
}

export async function startLeadApp(dialect: Dialect, options: LeadTestOptions = {}): Promise<LeadTestApp> {
  const testDb = options.testDb ?? (await createTestDatabase(dialect));
  const handle = createDatabase(testDb.config);
  await migrateToLatest(handle.db);
  const config = loadConfig({
    DATA_DIR: testDb.config.dataDir,
    ...(testDb.config.databaseUrl ? { DATABASE_URL: testDb.config.databaseUrl } : {}),
    PUBLIC_URL: "https://www.example.com",
    NOTIFY_TO: "sales@example.com, hr@example.com",
    ...options.env,
  });
  const tuning: LeadCaptureTuning = { startWorker: false, ...options.tuning };
  const app = await buildApp(config, {
    database: handle,
    leadCapture: tuning,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
  });
  await app.ready();
  return {
    app,
    handle,
    testDb,
    dataDir: testDb.config.dataDir,
    close: async () => {
      await app.close();
      await handle.db.destroy();
      if (!options.testDb) await testDb.drop();
    },
  };
}
