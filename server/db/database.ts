/**
 * Opens the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is a
 * postgres:// URL. Both speak through Kysely, and one set of migrations runs on both.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index";
import { withStatementCache } from "./statement-cache";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") => {
          // Timestamps come back as ISO strings, as they do from SQLite; counts as numbers.
          if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
          if (oid === INT8_OID) return (value: string) => Number(value);
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, "site.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: "sqlite",
  };
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
