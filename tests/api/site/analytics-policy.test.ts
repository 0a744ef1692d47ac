/**
 * Analytics configured at start (issue 12): with GA_MEASUREMENT_ID the pages name the ID in their
 * <head> and their Content-Security-Policy allows exactly what gtag.js needs; without it neither.
 * A small fixture build: no database work here beyond start-up (SQLite).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptHashSource } from "#server/modules/static-site/csp-script-hashes";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const INLINE = 'window.__context = {"route":"home"};';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><main><h1>${title}</h1></main>` +
  `<script>${INLINE}</script><script type="module" src="/assets/app-Ab12.js"></script></body></html>`;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "analytics-fixture-"));
  const write = (relativePath: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, relativePath)), { recursive: true });
    writeFileSync(path.join(dir, relativePath), content);
  };
  write("index.html", page("Home"));
  write("ContactUs/index.html", page("Contact"));
  write("404/index.html", page("Page not found"));
  write("__spa-fallback.html", page("Admin"));
  write("assets/app-Ab12.js", "export const x = 1;\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("with GA_MEASUREMENT_ID set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { GA_MEASUREMENT_ID: "G-4XK2Q9T7ZB" }, clientDir: dir });
  });
  afterAll(() => t?.close());

  it.each(["/", "/ContactUs", "/no-such-page"])("%s names the ID in its head and allows gtag.js", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.body).toContain('<meta name="ga-measurement-id" content="G-4XK2Q9T7ZB"/></head>');
    const policy = String(response.headers["content-security-policy"]);
    expect(directive(policy, "script-src")).toBe(
      `script-src 'self' ${scriptHashSource(INLINE)} https://www.googletagmanager.com`,
    );
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(policy, "img-src")).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
  });

  it("leaves scripts and API answers as they were", async () => {
    const script = await t.app.inject({ method: "GET", url: "/assets/app-Ab12.js" });
    expect(script.body).toBe("export const x = 1;\n");
    const api = await t.app.inject({ method: "GET", url: "/api/form-token" });
    expect(String(api.headers["content-security-policy"])).not.toContain("google");
  });
});

describe("without GA_MEASUREMENT_ID", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clientDir: dir });
  });
  afterAll(() => t?.close());

  it("names no ID and allows nothing beyond the site itself", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.body).toBe(page("Home"));
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).not.toMatch(/google/);
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
  });
});
