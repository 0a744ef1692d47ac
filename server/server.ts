/**
 * The process: read the configuration, build the app, listen, and shut down gracefully.
 * Bundled to build/node/server.js by the build's server step (scripts/build/steps.ts); `npm start` runs it.
 */
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, type Config, loadConfig } from "./config";
import { DATA_DIR_MODE } from "./db/database";
import { bootstrapAdmin } from "./modules/staff/accounts";
import { createsFirstAccount, isPrimaryOfWorkers, runPrimary } from "./workers";

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

// This file runs as build/node/server.js; the site it serves is build/client.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const compressedCacheDir = fileURLToPath(new URL("../.cache/compressed", import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A configuration mistake is the operator's to fix: the message, not a stack trace.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  // React, which draws pages again when content is published, is its production build only when told.
  process.env.NODE_ENV ??= "production";
  if (!existsSync(`${clientDir}/index.html`)) {
    process.stderr.write(
      `The site is not built (${clientDir} is missing): run "npm run build", or start with "npm start".\n`,
    );
    process.exit(1);
  }
  mkdirSync(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  if (isPrimaryOfWorkers(config)) return runPrimary(config);

  const app = await buildApp(config, { logger: { level: "info" }, clientDir, compressedCacheDir });
  if (createsFirstAccount()) await bootstrapAdmin(app.db, config, app.log);
  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    // `npm start` forwards a terminal's Ctrl-C, which the child also gets: one shutdown is enough.
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutDown);
  process.on("SIGINT", shutDown);
  // Something nobody caught leaves the process in an unknown state: log it where the operator
  // looks, and exit for the supervisor to restart (docs/operating.md, "Deploying with PostgreSQL").
  const fatal = (error: unknown) => {
    app.log.fatal({ err: error }, "uncaught error: exiting");
    process.exit(1);
  };
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  app.log.info(
    `serving http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${config.port} (public URL ${config.publicUrl}, ${app.dialect} database)`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not start the server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
