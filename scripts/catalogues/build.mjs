// Build step: generates the catalogue PDFs into public/catalogues/ (git-ignored) before
// `react-router build` copies public/ into build/client/. The generator is TypeScript that reads
// content/, so it is bundled with esbuild first (Node 20 cannot run .ts itself).
import { build } from "esbuild";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(root, "node_modules/.cache/catalogues");
// One bundle per process, so two builds running at once never import each other's half-written file.
const outFile = path.join(outDir, `generate-${process.pid}.mjs`);
const publicDir = path.join(root, "public");

await mkdir(outDir, { recursive: true });
await build({
  entryPoints: [path.join(root, "scripts/catalogues/generate.ts")],
  outfile: outFile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const { generateCatalogues } = await import(pathToFileURL(outFile).href);
const started = Date.now();
const files = await generateCatalogues(publicDir).finally(() => rm(outFile, { force: true }));
console.log(`catalogues: ${files.length} PDFs in public/catalogues/ (${Date.now() - started} ms)`);
