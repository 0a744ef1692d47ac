/** buildApp on a fresh test database, optionally serving the real build (built first when stale). */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { createDatabase, type DatabaseHandle, type Dialect, migrateToLatest } from "#server/db/database";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases";

export const CLIENT_DIR = path.resolve("build/client");

/** Runs scripts/build.ts: only a check when no source changed since the last build. Call from beforeAll. */
export function ensureBuild(): void {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { stdio: ["ignore", "ignore", "inherit"] });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, e.g. { PUBLIC_URL: "https://www.example.test" }. */
  env?: Record<string, string>;
  dialect?: Dialect;
  /** A client directory to serve: CLIENT_DIR (call ensureBuild() in beforeAll first) or a fixture. */
  clientDir?: string;
  /** Called before the app is ready: a place for test-only routes. */
  extend?: (app: FastifyInstance) => void;
}

export async function startTestApp({
  env = {},
  dialect = "sqlite",
  clientDir,
  extend,
}: TestAppOptions = {}): Promise<TestApp> {
  const testDb: TestDatabase = await createTestDatabase(dialect);
  const config = loadConfig({ DATA_DIR: testDb.config.dataDir, DATABASE_URL: testDb.config.databaseUrl, ...env });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  // The real build shares the server's cache of compressed pages, so only the first test file compresses them.
  const compressedCacheDir = clientDir === CLIENT_DIR ? path.resolve("build/.cache/compressed") : undefined;
  const deps: AppDeps = { database, clientDir, compressedCacheDir };
  const app = await buildApp(config, deps);
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.db.destroy();
      await testDb.drop();
    },
  };
}
