/**
 * A benchmark's own database on one dialect: SQLite in a temporary DATA_DIR, or a throwaway
 * PostgreSQL cluster; both removed by the cleanup stack. Migrations are the caller's to run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { createDatabase, type Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { startThrowawayPostgres } from "../scripts/throwaway-postgres";
import type { CleanupStack } from "./lib/processes";

export async function benchDatabase(
  dialect: Dialect,
  cleanup: CleanupStack,
  prefix: string,
): Promise<Kysely<Database>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (dialect === "postgres") {
    const cluster = await startThrowawayPostgres();
    cleanup.defer(() => cluster.stop());
    databaseUrl = cluster.url;
  }
  const { db } = createDatabase({ dataDir, databaseUrl });
  cleanup.defer(() => db.destroy());
  return db;
}
