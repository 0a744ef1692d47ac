// The built site in every locale (issue 25): each page's language and direction, its alternates
// (absolute, reciprocal, x-default English), the locale's own interface text, and the sitemaps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPublicPaths, findPublicPage, publicPages } from "#content/site-map";
import { LOCALES, PREFIXED_LOCALES, localePath } from "#contracts/locales";
import { CLIENT_DIR, ensureBuild, buildTestApp, type TestApp } from "#tests/setup/test-app";

const ORIGIN = "https://www.example.test";
let t: TestApp;

beforeAll(async () => {
  ensureBuild();
  t = await buildTestApp({ env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The page's `<link rel="alternate" hreflang>` set, as hreflang → href. */
function alternatesOf(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return new Map(links.map((m) => [m[1]!, m[2]!]));
}

describe("every public page in every locale", () => {
  it("is prerendered at /<locale>/<path> with its lang, and dir=rtl in Arabic alone", async () => {
    for (const locale of LOCALES) {
      for (const path of allPublicPaths()) {
        const url = localePath(locale, path);
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        const html = /<html[^>]*>/.exec(res.body)?.[0];
        expect(html, url).toBe(locale === "ar" ? '<html lang="ar" dir="rtl">' : `<html lang="${locale}">`);
      }
    }
  });

  it("names the same page in every locale and x-default, absolutely, and each of those names it back", async () => {
    const seen = new Map<string, Map<string, string>>();
    for (const page of publicPages) {
      for (const locale of LOCALES) {
        const url = localePath(locale, page.path);
        const alternates = alternatesOf((await get(url)).body);
        expect([...alternates.keys()], url).toEqual([...LOCALES, "x-default"]);
        for (const l of LOCALES) expect(alternates.get(l), url).toBe(`${ORIGIN}${localePath(l, page.path)}`);
        expect(alternates.get("x-default"), url).toBe(`${ORIGIN}${page.path}`);
        seen.set(`${ORIGIN}${url}`, alternates);
      }
    }
    // Reciprocal: every address a page names lists, in turn, that page.
    for (const [address, alternates] of seen) {
      for (const target of alternates.values()) {
        expect([...(seen.get(target)?.values() ?? [])], `${target} names ${address}`).toContain(address);
      }
    }
  });

  it("points canonical at the locale's own address", async () => {
    const res = await get("/ru/ContactUs");
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/ru/ContactUs"/>`);
    expect(findPublicPage("/ContactUs")).toBeDefined();
  });

  it("shows the locale's interface text and links within the locale, and ships no other locale's catalogue", async () => {
    const russian = (await get("/ru/ContactUs")).body;
    expect(russian).toContain("Перейти к содержанию");
    expect(russian).toContain('href="/ru/Aboutus"');
    expect(russian).not.toContain("لقائمة الرئيسية");
    const arabic = (await get("/ar/Carrer")).body;
    expect(arabic).toContain("القائمة الرئيسية");
    expect(arabic).not.toContain("Перейти к содержанию");
    const english = (await get("/ContactUs")).body;
    expect(english).toContain("Skip to main content");
    expect(english).not.toContain("Перейти к содержанию");
  });

  it("links every locale's copy of the page from the language switcher", async () => {
    const body = (await get("/vi/Service")).body;
    for (const locale of LOCALES) {
      expect(body).toContain(`href="${localePath(locale, "/Service")}"`);
    }
  });
});

describe("an unknown address under a locale's prefix", () => {
  // The browser hydrates the page with the locale's route it matches itself (app/routes.ts); another
  // route's or another locale's page would load the wrong module and React would report a mismatch.
  const htmlTag = (locale: string) => (locale === "ar" ? '<html lang="ar" dir="rtl">' : `<html lang="${locale}">`);

  it.each(PREFIXED_LOCALES)(
    "/%s/<one segment> is the locale's not-found page drawn by its moved-machine route",
    async (locale) => {
      for (const url of [`/${locale}/no-such-page`, `/${locale.toUpperCase()}/NoSuchMachine/`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain(htmlTag(locale));
        expect(res.body, url).toContain(`"${locale}/product/moved"`);
        expect(res.body, url).not.toContain(`"${locale}/not-found"`);
      }
    },
  );

  it.each(PREFIXED_LOCALES)(
    "/%s/<two segments or more> is the locale's catch-all page, without the product module",
    async (locale) => {
      for (const url of [
        `/${locale}/contactus/extra`,
        `/${locale}/TapeExtrusion/extra`,
        `/${locale}/a/b/c`,
        `/${locale}/404`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain(htmlTag(locale));
        expect(res.body, url).toContain(`"${locale}/not-found"`);
        expect(res.body, url).not.toContain(`"${locale}/product/moved"`);
        expect(res.body, url).not.toMatch(/assets\/product-[\w-]+\.js/);
      }
    },
  );

  it.each(PREFIXED_LOCALES)("/%s/PlasticRecycling/<nothing> is the locale's empty slider", async (locale) => {
    const res = await get(`/${locale}/PlasticRecycling/nothing`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(htmlTag(locale));
    expect(res.body).toContain(`"${locale}/category-slider"`);
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("the sitemaps", () => {
  it("list each other locale's canonical pages, each entry with every locale's address and x-default", async () => {
    for (const locale of PREFIXED_LOCALES) {
      const sitemap = `/sitemap-${locale}.xml`;
      const res = await get(sitemap);
      expect(res.statusCode, sitemap).toBe(200);

      const entries = [
        ...res.body.matchAll(/<url xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"><loc>([^<#]+)<\/loc>(.*?)<\/url>/g),
      ];
      expect(entries.map((m) => m[1])).toEqual(publicPages.map((page) => `${ORIGIN}${localePath(locale, page.path)}`));
      for (const [, , links] of entries) {
        const hreflangs = [...links!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
        expect(hreflangs).toEqual([...LOCALES, "x-default"]);
      }
    }
  });

  it("are all named in robots.txt", async () => {
    const robots = (await get("/robots.txt")).body;
    for (const locale of PREFIXED_LOCALES) expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap-${locale}.xml`);
  });
});
