/**
 * Opens the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is a
 * postgres:// URL. Both speak through Kysely, and one set of migrations runs on both.
 */
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
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
  /**
   * Adds a listener for a connection that failed outside any query: on PostgreSQL an idle pooled
   * connection dropped by a restart, a failover, `pg_terminate_backend` or a proxy's idle timeout.
   * The pool already listens (without a listener Node would end the process); this is for logging.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * SQLite's one connection, the one Kysely speaks through: the backup copies the database through
   * it (modules/backups/connection-copy.ts). Not for queries; undefined with PostgreSQL.
   */
  sqliteConnection?: SQLite.Database;
}

/**
 * DATA_DIR holds the database, resumes and (without SMTP) whole e-mails: created for the server's
 * user alone (security review S-30). An existing directory keeps its mode; docs/operating.md says to check it.
 */
export const DATA_DIR_MODE = 0o700;

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

/**
 * PostgreSQL's limits, so that a database that is away or stuck answers in seconds (a 503) rather
 * than holding requests (security review S-02, S-20). Migrations lift the statement limit.
 */
const POSTGRES_TIMEOUTS = {
  /** Waiting for a pooled connection, including opening one. */
  connectionTimeoutMillis: 5_000,
  /** An unused connection is closed after this, so few stale ones wait for a proxy to cut them. */
  idleTimeoutMillis: 30_000,
  /** Any one statement (server side). The slowest list query at a million rows takes well under a second. */
  statement_timeout: 30_000,
  /** A transaction left open by a stuck request releases its locks after this. */
  idle_in_transaction_session_timeout: 60_000,
} as const;

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  const listeners = new Set<(error: Error) => void>();
  const reportConnectionError = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const onConnectionError = (listener: (error: Error) => void) => void listeners.add(listener);
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...POSTGRES_TIMEOUTS,
      keepAlive: true,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") => {
          // Timestamps come back as ISO strings, as they do from SQLite; counts as numbers.
          if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
          if (oid === INT8_OID) return (value: string) => Number(value);
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection's failure is emitted by the pool; a checked-out one's (say, between the
    // statements of a transaction) by the client. With no listener either would end the process.
    // The pool drops the broken connection and opens a new one for the next query.
    pool.on("error", reportConnectionError);
    pool.on("connect", (client) => client.on("error", reportConnectionError));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      onConnectionError,
    };
  }
  mkdirSync(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const file = sqliteFile(config.dataDir);
  const isNew = !existsSync(file);
  const sqlite = new SQLite(file);
  // SQLite gives its -wal and -shm files the database file's mode.
  if (isNew) chmodSync(file, 0o600);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: "sqlite",
    onConnectionError,
    sqliteConnection: sqlite,
  };
}

/** The SQLite database in DATA_DIR (its -wal and -shm files lie beside it). */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, "site.db");
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** How long a process waits for another one's migrations (SQLite's write lock) before giving up. */
const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;

export interface MigrateOptions {
  /** The migrations to apply; the app's own by default (tests pass others). */
  migrations?: Record<string, Migration>;
}

/**
 * Brings the schema up to date, all pending migrations or none (security review S-21); throws with
 * the failing migration's name. PostgreSQL: Kysely's advisory lock and one transaction. SQLite:
 * the same by hand, as Kysely runs SQLite migrations bare: BEGIN IMMEDIATE takes the database's
 * write lock before the migrator reads what is applied, so `npm run admin` started beside a
 * starting server waits for it rather than racing it, and a crash mid-migration rolls back.
 */
export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions = {}): Promise<string[]> {
  const dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
  const provider = { getMigrations: async () => options.migrations ?? migrations };
  const { error, results } = await db.connection().execute(async (connection) => {
    if (dialect === "postgres") {
      // A migration may rewrite a large table, or wait for another process's advisory lock.
      await sql`set statement_timeout = 0`.execute(connection);
      try {
        return await new Migrator({ db: connection, provider }).migrateToLatest();
      } finally {
        await sql`reset statement_timeout`.execute(connection);
      }
    }
    await beginImmediate(connection);
    try {
      const outcome = await new Migrator({ db: connection, provider }).migrateToLatest();
      await sql.raw(outcome.error ? "rollback" : "commit").execute(connection);
      return outcome;
    } catch (thrown) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw thrown;
    }
  });
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Takes SQLite's write lock, waiting for another process's migrations without blocking this
 * process's event loop (better-sqlite3's own busy wait would): poll with no busy timeout.
 */
async function beginImmediate(connection: Kysely<Database>): Promise<void> {
  const giveUpAt = Date.now() + MIGRATION_LOCK_WAIT_MS;
  await sql.raw("pragma busy_timeout = 0").execute(connection);
  try {
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== "SQLITE_BUSY" || Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(connection);
  }
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** PostgreSQL error classes meaning "the database cannot serve now" rather than "this query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]|53300|57014)/;
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
]);
/** pg's own errors for a connection that is gone or never came, which carry no code. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection terminated unexpectedly)/;

/**
 * True when `error` says the database is away, restarting, overloaded or locked, so the request may
 * succeed if tried again shortly: answered 503, never 500 (security review S-02).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    // A bare SQLSTATE such as "08P01" is five characters; Node's codes are matched by the set above.
    return UNAVAILABLE_NODE_CODES.has(code) || code.length === 5;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
