/**
 * The last build step: writes .br (quality 11) and .gz (level 9) beside every compressible file of
 * the client build that is at least 1 KB and gets smaller, so the server need not compress at runtime.
 * Brotli at quality 11 is slow, and a rebuild leaves most files as they were (script chunks are
 * named by their contents): compressed bodies are kept by content hash in a cache folder, and
 * only new contents are compressed.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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

async function compress(original: Buffer): Promise<[br: Buffer, gz: Buffer]> {
  return Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
}

/**
 * The compressed bodies of `original`, from the cache or made and put there. `used` maps each
 * content hash met in this run to its bodies, so files with the same contents (the aliases of a
 * page) share one compression.
 */
function compressCached(
  original: Buffer,
  cacheDir: string,
  used: Map<string, Promise<{ br: Buffer; gz: Buffer; fresh: boolean }>>,
): Promise<{ br: Buffer; gz: Buffer; fresh: boolean }> {
  const key = createHash("sha256").update(original).digest("hex");
  let bodies = used.get(key);
  if (bodies) return bodies.then((known) => ({ ...known, fresh: false }));
  const [brFile, gzFile] = [path.join(cacheDir, `${key}.br`), path.join(cacheDir, `${key}.gz`)];
  bodies = Promise.all([readFile(brFile), readFile(gzFile)]).then(
    ([br, gz]) => ({ br, gz, fresh: false }),
    async () => {
      const [br, gz] = await compress(original);
      // Written whole under a temporary name first: a build stopped half-way leaves no short body.
      for (const [file, body] of [
        [brFile, br],
        [gzFile, gz],
      ] as const) {
        await writeFile(`${file}.partial`, body);
        await rename(`${file}.partial`, file);
      }
      return { br, gz, fresh: true };
    },
  );
  used.set(key, bodies);
  return bodies;
}

/**
 * Compresses the files of `clientDir`, reusing and then pruning `cacheDir`; `staleCacheDir` (the
 * server's cache of compressed pages) is removed.
 */
export async function precompress(clientDir: string, cacheDir: string, staleCacheDir: string): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const files = (await listFiles(clientDir)).filter((file) => COMPRESSIBLE.has(path.extname(file).toLowerCase()));
  const totals = { files: 0, original: 0, br: 0, fresh: 0 };
  const used = new Map<string, ReturnType<typeof compressCached>>();
  // zlib works on libuv's thread pool; a few files at a time keep both cores busy without a pile-up.
  await pMap(
    files,
    async (file) => {
      const original = await readFile(file);
      if (original.length < MIN_BYTES) return;
      const { br, gz, fresh } = await compressCached(original, cacheDir, used);
      if (fresh) totals.fresh += 1;
      const written = [await writeVariant(file, ".br", original, br), await writeVariant(file, ".gz", original, gz)];
      if (written.every((bytes) => bytes === 0)) return;
      totals.files += 1;
      totals.original += original.length;
      totals.br += written[0]!;
    },
    { concurrency: 8 },
  );
  const unused = (await readdir(cacheDir)).filter((name) => !used.has(name.replace(/\.(br|gz)$/, "")));
  await Promise.all(unused.map((name) => rm(path.join(cacheDir, name), { force: true })));
  // The server's cache of compressed pages with PUBLIC_URL written in belongs to the previous build.
  await rm(staleCacheDir, { recursive: true, force: true });
  const sizes = `${(totals.original / 1024).toFixed(0)} KB -> ${(totals.br / 1024).toFixed(0)} KB brotli`;
  return `${totals.files} files, ${sizes}, ${totals.fresh} compressed anew`;
}
