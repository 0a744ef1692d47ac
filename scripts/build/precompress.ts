/**
 * The last build step: writes .br (quality 11) and .gz (level 9) beside every compressible file of
 * the client build that is at least 1 KB and gets smaller, so the server need not compress at runtime.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import pMap from "p-map";

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

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function writeVariant(file: string, suffix: string, original: Buffer, compressed: Buffer): Promise<number> {
  if (compressed.length < original.length) {
    await writeFile(file + suffix, compressed);
    return compressed.length;
  }
  await rm(file + suffix, { force: true });
  return 0;
}

async function precompressFile(file: string): Promise<{ original: number; br: number; gz: number }> {
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

/** Compresses the files of `clientDir`; `staleCacheDir` (the server's cache of compressed pages) is removed. */
export async function precompress(clientDir: string, staleCacheDir: string): Promise<string> {
  const files = (await listFiles(clientDir)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()));
  const totals = { files: 0, original: 0, br: 0 };
  // zlib works on libuv's thread pool; a few files at a time keep both cores busy without a pile-up.
  for (const result of await pMap(files, precompressFile, { concurrency: 8 })) {
    if (result.br === 0 && result.gz === 0) continue;
    totals.files += 1;
    totals.original += result.original;
    totals.br += result.br;
  }
  // The server's cache of compressed pages with PUBLIC_URL written in belongs to the previous build.
  await rm(staleCacheDir, { recursive: true, force: true });
  return `${totals.files} files, ${(totals.original / 1024).toFixed(0)} KB -> ${(totals.br / 1024).toFixed(0)} KB brotli`;
}
