// Security headers on every kind of answer, a CSP that allows no inline script except the page's
// own (by hash), and HSTS only when the site is https.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPublicPaths } from "#content/site-map";
import { CLIENT_DIR, ensureBuild, buildTestApp, type TestApp } from "#tests/setup/test-app";

let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  ensureBuild();
  [http, https] = await Promise.all([
    buildTestApp({ env: { PUBLIC_URL: "http://localhost:3000" }, clientDir: CLIENT_DIR }),
    buildTestApp({ env: { PUBLIC_URL: "https://www.example.test" }, clientDir: CLIENT_DIR }),
  ]);
}, 300_000);
afterAll(async () => {
  await http?.close();
  await https?.close();
});

const get = (t: TestApp, url: string) => t.app.inject({ method: "GET", url });

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** Written apart from the server's own parser, so the two check each other. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return hashes;
}

describe("security headers", () => {
  it.each([
    ["a page", "/Aboutus", 200],
    ["the not-found page", "/no-such-page", 404],
    ["the admin shell", "/admin/login", 200],
    ["an API error", "/api/no-such-endpoint", 404],
    ["a redirect", "/Aboutus/", 301],
    ["a health check", "/healthz", 200],
    ["the sitemap", "/sitemap.xml", 200],
  ])("are on %s", async (_what, url, status) => {
    const res = await get(http, url);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
    const csp = directives(String(res.headers["content-security-policy"]));
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("are on an asset", async () => {
    const html = (await get(http, "/")).body;
    const asset = /import "(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await get(http, asset ?? "");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("allow no inline script but the page's own: each inline script's hash is in that page's CSP", async () => {
    for (const url of [...allPublicPaths(), "/no-such-page", "/admin/dashboard"]) {
      const res = await get(http, url);
      const scriptSrc = directives(String(res.headers["content-security-policy"])).get("script-src") ?? [];
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc[0], url).toBe("'self'");
      const hashes = inlineScriptHashes(res.body);
      expect(hashes.length, url).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, url).toContain(hash);
    }
  });

  it("keep API answers to the site's own pages (CORP same-origin), and leave pages and pictures loadable elsewhere", async () => {
    for (const url of ["/api/no-such-endpoint", "/api/form-token", "/api/inquiries"]) {
      expect((await get(http, url)).headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
    for (const url of ["/Aboutus", "/healthz", "/robots.txt"]) {
      expect((await get(http, url)).headers["cross-origin-resource-policy"], url).toBeUndefined();
    }
  });

  it("send HSTS only when PUBLIC_URL is https", async () => {
    expect((await get(http, "/Aboutus")).headers["strict-transport-security"]).toBeUndefined();
    expect((await get(http, "/healthz")).headers["strict-transport-security"]).toBeUndefined();
    expect((await get(https, "/healthz")).headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    expect((await get(https, "/Aboutus")).headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
    expect((await get(https, "/api/nothing")).headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
  });
});
