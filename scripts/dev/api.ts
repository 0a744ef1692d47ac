/**
 * The API behind `npm run dev` (scripts/dev/dev.ts starts it with `tsx watch`, which restarts it
 * when server code changes): buildApp without the static site (Vite serves the pages), on the
 * configured database (SQLite under ./data by default), listening on 127.0.0.1:DEV_API_PORT.
 * The first staff account is made as `npm start` makes it (ADMIN_EMAIL / ADMIN_PASSWORD).
 */
import { mkdirSync } from "node:fs";
import { buildApp } from "#server/app";
import { ConfigError, loadConfig } from "#server/config";
import { bootstrapAdmin } from "#server/modules/staff/accounts";

async function main() {
  const config = loadConfig({ ...process.env, PORT: process.env.DEV_API_PORT });
  mkdirSync(config.dataDir, { recursive: true });
  // Warnings and errors only: among them a generated staff password, which is printed once.
  const app = await buildApp(config, { logger: { level: "warn" } });
  await bootstrapAdmin(app.db, config, app.log);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  await app.listen({ port: config.port, host: "127.0.0.1" });
  console.log(`api: ${app.dialect} database, ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
