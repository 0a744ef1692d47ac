/**
 * A fresh database per test file, on each dialect this machine has: a SQLite file in a temp
 * directory, and a new database in the run's throwaway PostgreSQL cluster.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseConfig, type Dialect } from "#server/db/database";

export function availableDialects(): Dialect[] {
  return inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestDatabase {
  config: DatabaseConfig;
  /** Drops the database (PostgreSQL) or deletes the directory (SQLite). */
  drop: () => Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    return { config: { dataDir }, drop: async () => removeDir() };
  }
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("PostgreSQL is not available in this run");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { dataDir, databaseUrl: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}
