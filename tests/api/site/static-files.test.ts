// How the static site answers, on a small fixture build (no real build needed): compression
// variants, revalidation, byte ranges, caching, the admin shell, the not-found page, redirects.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { createStaticSite } from "#server/modules/static-site/static-site";
import { loadSiteFiles } from "#server/modules/static-site/built-site";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const ORIGIN = "https://www.example.test";
const padding = `<p>${"Woven sacks, FIBC and box strapping lines. ".repeat(40)}</p>`;
const page = (title: string) =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="${PUBLIC_ORIGIN_PLACEHOLDER}/${title}"/></head>` +
  `<body><h1>${title}</h1>${padding}<script>window.page = "${title}";</script></body></html>`;
const script = `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};\n`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;
const video = randomBytes(10_000);
const FAKE_BROTLI = Buffer.from("brotli made by the build");

let dir: string;
let t: TestApp;

function write(relativePath: string, content: string | Buffer) {
  const file = path.join(dir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "static-fixture-"));
  write("index.html", page("Home"));
  write("Aboutus/index.html", page("Aboutus"));
  write("404/index.html", page("Page not found"));
  write("__spa-fallback.html", page("Admin"));
  write("assets/app-Ab12Cd.js", script);
  write("assets/app-Ab12Cd.js.br", FAKE_BROTLI);
  write("assets/tiny-Xy9.css", "body{margin:0}");
  write("favicon.svg", icon);
  write("favicon.svg.gz", gzipSync("an older favicon"));
  const past = new Date(Date.now() - 3_600_000);
  utimesSync(path.join(dir, "favicon.svg.gz"), past, past);
  write("media/clip.mp4", video);
  write("media/two words.txt", "spaces in a name");
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN }, clientDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("pages", () => {
  it("serves index.html at / and Aboutus/index.html at /Aboutus, with PUBLIC_URL in place of the placeholder", async () => {
    const home = await get("/");
    const about = await get("/Aboutus");
    expect([home.statusCode, about.statusCode]).toEqual([200, 200]);
    expect(about.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(about.body).toContain(`<link rel="canonical" href="${ORIGIN}/Aboutus"/>`);
    expect(about.body).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    expect(home.body).toContain("<h1>Home</h1>");
  });

  it("revalidates pages (no-cache) and caches hashed assets for a year", async () => {
    expect((await get("/Aboutus")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/assets/app-Ab12Cd.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("redirects a page path with a trailing slash to the path without it, keeping the query", async () => {
    const res = await get("/Aboutus/?utm_source=mail");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/Aboutus?utm_source=mail");
  });

  it("does not redirect unknown paths with a trailing slash, nor to another host", async () => {
    expect((await get("/nowhere/")).statusCode).toBe(404);
    expect((await get("//evil.example/")).statusCode).toBe(404);
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const res = await get("/no/such/page?x=1");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<h1>Page not found</h1>");
  });

  it("does not serve the not-found page or the admin shell at their own paths", async () => {
    for (const url of ["/404", "/404/index.html", "/__spa-fallback.html"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("<h1>Page not found</h1>");
    }
  });

  it("answers /admin and every path below it with the admin shell, status 200, not indexed", async () => {
    for (const url of ["/admin", "/admin/login", "/admin/dashboard?tab=spam"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<h1>Admin</h1>");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("serves a file whose name needs percent-encoding", async () => {
    expect((await get("/media/two%20words.txt")).body).toBe("spaces in a name");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/Aboutus" });
    const full = await get("/Aboutus");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});

describe("compression", () => {
  it("prefers brotli, then gzip, and says the answer varies by Accept-Encoding", async () => {
    const identity = await get("/Aboutus");
    const br = await get("/Aboutus", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get("/Aboutus", { "accept-encoding": "gzip, deflate" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const res of [identity, br, gzip]) expect(res.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length);
  });

  it("honours q=0 and the * wildcard", async () => {
    expect((await get("/Aboutus", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/Aboutus", { "accept-encoding": "*" })).headers["content-encoding"]).toBe("br");
    expect((await get("/Aboutus", { "accept-encoding": "*, br;q=0" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/Aboutus", { "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined();
  });

  it("uses the build's precompressed file for files it does not rewrite", async () => {
    const res = await get("/assets/app-Ab12Cd.js", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload).toEqual(FAKE_BROTLI);
  });

  it("ignores a precompressed file older than its original, and compresses the original", async () => {
    const res = await get("/favicon.svg", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toBe(icon);
  });

  it("does not compress files under 1 KB", async () => {
    const res = await get("/assets/tiny-Xy9.css", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
  });
});

describe("revalidation", () => {
  it("answers 304 with no body when If-None-Match holds the current ETag", async () => {
    const first = await get("/Aboutus", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get("/Aboutus", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
  });

  it("accepts a weak or listed ETag, and sends the page when the ETag is old", async () => {
    const etag = String((await get("/Aboutus")).headers.etag);
    expect((await get("/Aboutus", { "if-none-match": `"old", W/${etag}` })).statusCode).toBe(304);
    expect((await get("/Aboutus", { "if-none-match": '"old"' })).statusCode).toBe(200);
  });

  it("gives each encoding its own ETag", async () => {
    const tags = await Promise.all(
      ["identity", "br", "gzip"].map(async (e) => (await get("/Aboutus", { "accept-encoding": e })).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe("byte ranges for media", () => {
  it("advertises byte ranges on media and answers a range with 206", async () => {
    const full = await get("/media/clip.mp4");
    expect(full.headers["accept-ranges"]).toBe("bytes");
    expect(full.headers["content-type"]).toBe("video/mp4");
    const res = await get("/media/clip.mp4", { range: "bytes=0-99" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe("bytes 0-99/10000");
    expect(res.headers["content-length"]).toBe("100");
    expect(res.rawPayload).toEqual(video.subarray(0, 100));
  });

  it("answers open-ended and suffix ranges", async () => {
    const tail = await get("/media/clip.mp4", { range: "bytes=9990-" });
    expect(tail.headers["content-range"]).toBe("bytes 9990-9999/10000");
    expect(tail.rawPayload).toEqual(video.subarray(9990));
    const suffix = await get("/media/clip.mp4", { range: "bytes=-5" });
    expect(suffix.rawPayload).toEqual(video.subarray(9995));
  });

  it("answers a range past the end with 416 and the size", async () => {
    const res = await get("/media/clip.mp4", { range: "bytes=20000-" });
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe("bytes */10000");
  });

  it("sends the whole file for a malformed or multiple range, or a stale If-Range", async () => {
    const cases: Record<string, string>[] = [
      { range: "bytes=abc" },
      { range: "bytes=0-1,5-6" },
      { range: "bytes=0-9", "if-range": '"old"' },
    ];
    for (const headers of cases) {
      const res = await get("/media/clip.mp4", headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(10_000);
    }
  });
});

describe("over a real connection, where files are answered ahead of Fastify", () => {
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("answers a file with the same body and headers as through Fastify", async () => {
    const res = await fetch(`${origin}/Aboutus`, { headers: { "accept-encoding": "identity" } });
    const viaFastify = await get("/Aboutus");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(viaFastify.body);
    for (const name of [
      "content-type",
      "etag",
      "cache-control",
      "content-security-policy",
      "x-frame-options",
      "vary",
    ]) {
      expect(res.headers.get(name), name).toBe(viaFastify.headers[name]);
    }
  });

  it("negotiates compression, revalidates and answers HEAD", async () => {
    const br = await fetch(`${origin}/assets/app-Ab12Cd.js`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const etag = String(br.headers.get("etag"));
    const again = await fetch(`${origin}/assets/app-Ab12Cd.js`, {
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${origin}/Aboutus`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(await head.text()).toBe("");
  });

  it("leaves other methods and unknown paths to Fastify", async () => {
    const post = await fetch(`${origin}/Aboutus`, { method: "POST" });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const missing = await fetch(`${origin}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>Page not found</h1>");
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});

describe("the server factory", () => {
  it("answers the build's files itself and hands everything else to Fastify", async () => {
    const site = createStaticSite(await loadSiteFiles(dir, { publicOrigin: ORIGIN, securityHeaders: {} }), {});
    const handedOn: string[] = [];
    const server = site.serverFactory((req, res) => {
      handedOn.push(`${req.method} ${req.url}`);
      res.end("fastify");
    }, {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      expect(await (await fetch(`${origin}/Aboutus?from=mail`)).text()).toContain("<h1>Aboutus</h1>");
      expect((await fetch(`${origin}/favicon.svg`, { method: "HEAD" })).status).toBe(200);
      for (const [method, url] of [
        ["GET", "/nowhere"],
        ["POST", "/Aboutus"],
        ["GET", "/admin/login"],
        ["GET", "/media/two%20words.txt"],
      ]) {
        expect(await (await fetch(`${origin}${url}`, { method })).text()).toBe("fastify");
      }
      expect(handedOn).toEqual(["GET /nowhere", "POST /Aboutus", "GET /admin/login", "GET /media/two%20words.txt"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the cache of compressed pages", () => {
  it("keeps the compressed variants of rewritten files between starts, per PUBLIC_URL", async () => {
    const cacheDir = path.join(dir, "..", `${path.basename(dir)}-cache`);
    try {
      const first = await loadSiteFiles(dir, {
        publicOrigin: ORIGIN,
        securityHeaders: {},
        compressedCacheDir: cacheDir,
      });
      const about = first.files.get("/Aboutus");
      const cached = readdirSync(cacheDir).filter((f) => f.endsWith(".br"));
      expect(cached.length).toBeGreaterThan(0);
      expect(brotliDecompressSync(about?.br?.body ?? Buffer.alloc(0)).toString()).toBe(about?.identity.body.toString());
      // A marker in place of every cached brotli file shows that the next start reads the cache.
      for (const file of cached) writeFileSync(path.join(cacheDir, file), "cached");
      const second = await loadSiteFiles(dir, {
        publicOrigin: ORIGIN,
        securityHeaders: {},
        compressedCacheDir: cacheDir,
      });
      expect(second.files.get("/Aboutus")?.br?.body.toString()).toBe("cached");
      const otherOrigin = await loadSiteFiles(dir, {
        publicOrigin: "https://other.example",
        securityHeaders: {},
        compressedCacheDir: cacheDir,
      });
      expect(brotliDecompressSync(otherOrigin.files.get("/Aboutus")?.br?.body ?? Buffer.alloc(0)).toString()).toContain(
        "https://other.example/Aboutus",
      );
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
