#!/usr/bin/env node
// `npm run admin -- <command>`: bundles scripts/admin.ts (and the server modules it uses) with
// esbuild, as `npm start` builds the server, and runs it. See scripts/admin.ts for the commands.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Inside node_modules, so that the bundle's package imports resolve from the project.
const outfile = path.join(root, "node_modules/.cache/site-admin/admin.mjs");
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [path.join(root, "scripts/admin.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
