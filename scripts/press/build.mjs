// Build step: prints each press item of content/press.ts as the PDF at its link, into
// public/press/ (git-ignored), before `react-router build` copies public/ into build/client/.
// The generator is TypeScript reading content/, so esbuild bundles it first (as the catalogues do).
import { build } from "esbuild";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outFile = path.join(root, "node_modules/.cache/press/generate.mjs");
const publicDir = path.join(root, "public");

await mkdir(path.dirname(outFile), { recursive: true });
await build({
  entryPoints: [path.join(root, "scripts/press/generate.ts")],
  outfile: outFile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
await rm(path.join(publicDir, "press"), { recursive: true, force: true });
const { generatePressReleases } = await import(pathToFileURL(outFile).href);
const started = Date.now();
const files = await generatePressReleases(publicDir);
console.log(`press: ${files.length} PDFs in public/press/ (${Date.now() - started} ms)`);
