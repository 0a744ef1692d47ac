/**
 * The database as `fastify.db` (Kysely) and `fastify.dialect`, closed with the app when the app
 * owns it. buildApp opens and migrates it before registering plugins: a migration on a large table
 * can take longer than Fastify's plugin timeout.
 */
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { DatabaseHandle, Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { createWriteBatches, type WriteBatches } from "#server/db/write-batches";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** Small write transactions, committed together on SQLite (server/db/write-batches.ts). */
    writes: WriteBatches;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
  /** Destroy the connection pool when the app closes (false when a test owns the database). */
  closeWithApp: boolean;
}

export default fp<DatabasePluginOptions>(
  async (app, { database, closeWithApp }) => {
    app.decorate("db", database.db);
    app.decorate("dialect", database.dialect);
    app.decorate("writes", createWriteBatches(database.db, database.dialect));
    // The pool drops the broken connection and opens another for the next query; requests made
    // while the database is away answer 503 (error-handler.ts). Logged at most once a minute.
    let lastLogged = 0;
    database.onConnectionError((error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      app.log.warn(
        { err: error, event: "database.connection-lost" },
        "a database connection failed outside a request; the pool replaces it",
      );
    });
    if (closeWithApp) app.addHook("onClose", () => database.db.destroy());
  },
  { name: "database" },
);
