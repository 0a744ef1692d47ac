/**
 * Vitest global setup for the API suite: one throwaway PostgreSQL cluster for the whole run.
 * Test files get `inject("postgresUrl")`: the admin URL, or null when PostgreSQL is not here.
 * With REQUIRE_POSTGRES=1 (CI) a missing PostgreSQL fails the run instead of being skipped.
 */
import type { TestProject } from "vitest/node";
import { postgresUnavailableReason, startThrowawayPostgres } from "../../scripts/throwaway-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const reason = postgresUnavailableReason();
  if (reason) {
    if (process.env.REQUIRE_POSTGRES === "1") throw new Error(`PostgreSQL is required but unavailable: ${reason}`);
    console.warn(`\n*** PostgreSQL tests NOT run: ${reason}. The API suite ran on SQLite only. ***\n`);
    project.provide("postgresUrl", null);
    return;
  }
  const cluster = await startThrowawayPostgres();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
