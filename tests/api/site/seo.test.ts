import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCollections } from "#content/seed/collections";
import { allPublicPaths, publicPages } from "#content/site-map";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const ORIGIN = "https://www.example.test";
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());

describe("robots.txt", () => {
  it("allows crawling, keeps crawlers out of the portal and the API, and points at the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

describe("sitemap.xml", () => {
  it("lists every canonical public page once, absolute from PUBLIC_URL, and each opening after the careers page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The openings (decision 043) are at the addresses their JobPostings name, /Carrer#slug.
    expect(locations.filter((location) => !location!.includes("#"))).toEqual(
      publicPages.map((page) => `${ORIGIN}${page.path}`),
    );
    const careers = locations.indexOf(`${ORIGIN}/Carrer`);
    const openings = seedCollections().openings.map((opening) => `${ORIGIN}/Carrer#${opening.slug}`);
    expect(locations.slice(careers + 1, careers + 1 + openings.length)).toEqual(openings);
  });

  it("leaves out the case-variant aliases and the not-found page", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const aliases = allPublicPaths().filter((p) => !publicPages.some((page) => page.path === p));
    expect(aliases).toEqual(expect.arrayContaining(["/AboutUs", "/News"]));
    for (const alias of aliases) expect(body).not.toContain(`<loc>${ORIGIN}${alias}</loc>`);
    expect(body).not.toContain("/404");
  });
});
