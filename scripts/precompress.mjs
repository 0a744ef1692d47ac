// After the build: writes .br (quality 11) and .gz (level 9) beside every compressible file of
// build/client that is at least 1 KB and gets smaller, so the server need not compress at runtime.
// Ends the build by writing build/.stamp, which scripts/build-freshness.mjs compares with sources.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { STAMP_FILE } from "./build-freshness.mjs";

const CLIENT_DIR = "build/client";
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".txt",
  ".xml",
  ".html",
  ".webmanifest",
  ".data",
  ".vtt",
]);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

async function writeVariant(file, suffix, original, compressed) {
  if (compressed.length < original.length) {
    await writeFile(file + suffix, compressed);
    return compressed.length;
  }
  await rm(file + suffix, { force: true });
  return 0;
}

async function precompress(file) {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return { original: 0, br: 0, gz: 0 };
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
  return {
    original: original.length,
    br: await writeVariant(file, ".br", original, br),
    gz: await writeVariant(file, ".gz", original, gz),
  };
}

const started = Date.now();
const files = (await listFiles(CLIENT_DIR)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()));
const totals = { files: 0, original: 0, br: 0 };
// zlib works on libuv's thread pool; a few files at a time keep both cores busy without a pile-up.
for (let i = 0; i < files.length; i += 8) {
  for (const result of await Promise.all(files.slice(i, i + 8).map(precompress))) {
    if (result.br === 0 && result.gz === 0) continue;
    totals.files += 1;
    totals.original += result.original;
    totals.br += result.br;
  }
}
// The server's cache of compressed pages with PUBLIC_URL written in belongs to the previous build.
await rm("build/.cache/compressed", { recursive: true, force: true });
await writeFile(STAMP_FILE, `${new Date().toISOString()}\n`);
console.log(
  `precompressed ${totals.files} files in ${CLIENT_DIR} (${(totals.original / 1024).toFixed(0)} KB -> ${(totals.br / 1024).toFixed(0)} KB brotli) in ${Date.now() - started} ms`,
);
