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
    if (closeWithApp) app.addHook("onClose", () => database.db.destroy());
  },
  { name: "database" },
);
