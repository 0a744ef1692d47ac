import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  let dir: string;
  let client: string;
  let cache: string;
  const page = "<!doctype html><title>Woven sacks</title>" + "<p>Circular looms for woven sacks.</p>".repeat(80);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    client = path.join(dir, "client");
    cache = path.join(dir, "cache");
    await mkdir(path.join(client, "assets"), { recursive: true });
    await writeFile(path.join(client, "index.html"), page);
    // A page and its alias have the same contents: one compression serves both.
    await mkdir(path.join(client, "AboutUs"));
    await writeFile(path.join(client, "AboutUs", "index.html"), page);
    await writeFile(path.join(client, "assets", "small.js"), "export {};");
    await writeFile(path.join(client, "assets", "photo.webp"), Buffer.alloc(4096, 7));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes brotli and gzip bodies of the compressible files of 1 KB or more", async () => {
    await precompress(client, cache, path.join(dir, "server-cache"));
    expect(brotliDecompressSync(await readFile(path.join(client, "index.html.br"))).toString()).toBe(page);
    expect(gunzipSync(await readFile(path.join(client, "index.html.gz"))).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(path.join(client, "AboutUs", "index.html.br"))).toString()).toBe(page);
    expect(existsSync(path.join(client, "assets", "small.js.br"))).toBe(false);
    expect(existsSync(path.join(client, "assets", "photo.webp.br"))).toBe(false);
  });

  it("compresses only new contents on a rebuild, and forgets contents no file has any more", async () => {
    expect(await precompress(client, cache, path.join(dir, "server-cache"))).toMatch(/, 1 compressed anew$/);
    await rm(path.join(client, "index.html.br"));
    expect(await precompress(client, cache, path.join(dir, "server-cache"))).toMatch(/, 0 compressed anew$/);
    expect(existsSync(path.join(client, "index.html.br"))).toBe(true);

    await writeFile(path.join(client, "index.html"), page.replace("Woven", "Raffia"));
    await rm(path.join(client, "AboutUs"), { recursive: true });
    expect(await precompress(client, cache, path.join(dir, "server-cache"))).toMatch(/, 1 compressed anew$/);
    expect(await readdir(cache)).toHaveLength(2);
  });

  it("removes the server's cache of compressed pages, which belongs to the previous build", async () => {
    await mkdir(path.join(dir, "server-cache"), { recursive: true });
    await writeFile(path.join(dir, "server-cache", "old.br"), "old");
    await precompress(client, cache, path.join(dir, "server-cache"));
    expect(existsSync(path.join(dir, "server-cache"))).toBe(false);
  });
});
