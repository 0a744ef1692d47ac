// The real build, served: every public page, the 404 page, the admin shell, PUBLIC_URL in place
// of the placeholder origin. Builds the site first when the build is missing or stale.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGET_BYTES, bundleReport } from "../../../bench/bundle-report";
import { UNKNOWN_CATEGORY_PAGE, allPublicPaths, findPublicPage } from "#content/site-map";
import { PREFIXED_LOCALES } from "#contracts/locales";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { CLIENT_DIR, ensureBuild, buildTestApp, type TestApp } from "#tests/setup/test-app";

const ORIGIN = "https://www.example.test";
let t: TestApp;

beforeAll(async () => {
  ensureBuild();
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
const builtFile = (relativePath: string) => readFileSync(path.join(CLIENT_DIR, relativePath), "utf8");

describe("the built site", () => {
  it("answers every public path, aliases included, with 200 HTML that already holds its heading", async () => {
    for (const url of allPublicPaths()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(h1(res.body), url).toBeTruthy();
    }
  });

  it("asks for no script before the content: no modulepreload links, one module script at the end (decision 019)", async () => {
    for (const url of allPublicPaths()) {
      const body = (await get(url)).body;
      expect(body, url).not.toMatch(/rel="modulepreload"/);
      expect(body.match(/<script type="module"/g), url).toHaveLength(1);
      expect(body.indexOf('<script type="module"'), url).toBeGreaterThan(body.indexOf("</main>"));
    }
  });

  it("keeps every public page's script within the 125 KB gzipped budget, with no admin code (bench/bundle-report)", async () => {
    const report = await bundleReport();
    expect(report.admin.chunks.length).toBeGreaterThan(0);
    // Every public page, /404 and the not-found page of an unknown one-segment address (UNKNOWN_ADDRESS_PAGE);
    // in each other locale its home, a machine page, its /404 and its unknown-address page (decision 057).
    expect(report.pages.length).toBe(allPublicPaths().length + 2 + PREFIXED_LOCALES.length * 4);
    for (const page of report.pages) {
      expect(page.error, page.path).toBeUndefined();
      expect(page.problems, page.path).toEqual([]);
      expect(page.gzipBytes, page.path).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it("writes PUBLIC_URL into canonical and Open Graph URLs, never the placeholder", async () => {
    for (const url of allPublicPaths()) {
      const body = (await get(url)).body;
      const canonical = `${ORIGIN}${findPublicPage(url)?.path}`;
      expect(body, url).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(body, url).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(body, url).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    }
  });

  it("replaces the placeholder in scripts and loader data too, so client-side navigation gets the right URLs", async () => {
    const built = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" }).filter((f) => /\.(js|data)$/.test(f));
    expect(built.length).toBeGreaterThan(0);
    // The empty slider's data answers, as its page does, with 404: it is what an unknown line's address gets.
    const emptySlider = new RegExp(`(^|/)${UNKNOWN_CATEGORY_PAGE.slice(1)}\\.data$`);
    for (const file of built) {
      const address = file.replaceAll(path.sep, "/");
      const res = await get(`/${address}`);
      expect(res.statusCode, file).toBe(emptySlider.test(address) ? 404 : 200);
      expect(res.body, file).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    }
  });

  it("answers an unknown path with the built not-found page and status 404", async () => {
    const res = await get("/no-such-machine");
    expect(res.statusCode).toBe(404);
    expect(h1(res.body)).toBe(h1(builtFile("404/index.html")));
  });

  it("answers /admin/dashboard with the admin shell and status 200", async () => {
    const res = await get("/admin/dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.body.replaceAll(ORIGIN, PUBLIC_ORIGIN_PLACEHOLDER)).toBe(builtFile("__spa-fallback.html"));
    expect(res.headers["x-robots-tag"]).toBe("noindex");
  });

  it("answers an unknown API path in the JSON error shape, not with the HTML page", async () => {
    const res = await get("/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("sends a page brotli-compressed when asked, and 304 when the browser has it", async () => {
    const plain = await get("/Aboutus");
    const br = await get("/Aboutus", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await get("/Aboutus", {
      "accept-encoding": "gzip, deflate, br, zstd",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("redirects /Aboutus/ to /Aboutus", async () => {
    const res = await get("/Aboutus/");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/Aboutus");
  });

  it("serves the hashed assets a page links to, cached for a year", async () => {
    const html = (await get("/")).body;
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeDefined();
    const res = await get(css ?? "");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
