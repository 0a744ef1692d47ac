/**
 * Issue 26's "seeded from today's pages", against the real build, on both databases: every machine
 * page and every page listing the machines (the home page's line cards, the category browser, each
 * line's slider at each of its addresses, /Woven), drawn again from the seeded database by the
 * server's own renderer, in every language, is the build's page and data file, byte for byte. (The
 * publisher does not draw a page whose inputs equal the build's, so machine-pages.test.ts alone
 * would not see a difference in how the database's content is drawn; and the build's pages come
 * from the seed, which gives content/products/ back exactly: machine-fields.test.ts.)
 * Also: once an uploaded catalogue is published, the machine page's catalogue request offers it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { LOCALES, localePath } from "#contracts/locales";
import { productPages } from "#content/product-lines";
import { findPublicPage } from "#content/site-map";
import { publishedEntries, siteContentAt } from "#server/modules/site-content/published-content";
import { BROWSER_PAGES, BUILT_LINE_PAGES } from "#server/modules/site-pages/page-inputs";
import { loadPageRenderer, type PageRenderer } from "#server/modules/site-pages/page-renderer";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { draftTapeCatalogueUpload } from "#tests/fixtures/uploaded-catalogue";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";

/** The build's file of a page (its index.html, or its .data file) as the prerender wrote it. */
const built = (relativePath: string) => readFileSync(path.join(CLIENT_DIR, relativePath), "utf8");

/** Every English address of a machine page or a page listing the machines, a slider's other addresses included. */
const ENGLISH_PAGES = [
  ...productPages.map((page) => `/${page.path}`),
  ...BROWSER_PAGES.map((page) => page.path),
  ...BUILT_LINE_PAGES.flatMap((line) => [line, ...(findPublicPage(line)?.aliases ?? [])]),
];

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("machine and category pages drawn from the seeded %s database", (dialect) => {
  let t: TestApp;
  let renderer: PageRenderer;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, clientDir: CLIENT_DIR });
    renderer = (await loadPageRenderer(path.join(CLIENT_DIR, "..", "renderer")))!;
  }, 120_000);
  afterAll(() => t?.close());

  it.each(LOCALES)(
    "in %s, each is the build's page and data file, byte for byte",
    { timeout: 180_000 },
    async (locale) => {
      expect(ENGLISH_PAGES.length).toBeGreaterThan(productPages.length + BUILT_LINE_PAGES.length + 3);
      const { content } = await siteContentAt(t.db, await publishedEntries(t.db), new Date());
      for (const pagePath of ENGLISH_PAGES.map((english) => localePath(locale, english))) {
        const { html, data } = await renderer.render(pagePath, content);
        const file = pagePath === "/" ? "" : pagePath.slice(1);
        expect(html, pagePath).toBe(built(file ? `${file}/index.html` : "index.html"));
        expect(data, `${pagePath}.data`).toBe(built(`${file || "_root"}.data`));
      }
    },
  );

  it("a tab's uploaded catalogue, once published, is the one its catalogue request asks for", async () => {
    const generated = "/catalogues/tape-extrusion-line.pdf";
    const tabCatalogue = async () => (await t.app.inject({ method: "GET", url: "/TapeExtrusion.data" })).body;
    expect(await tabCatalogue()).toContain(generated);

    const marketing = bearer((await addPerson(t.db, ["marketing"])).token);
    const { href, machineId } = await draftTapeCatalogueUpload(t, marketing);
    const publish = { method: "POST", url: contentPaths.publish("machines", machineId), headers: marketing } as const;
    expect((await t.app.inject(publish)).statusCode).toBe(200);
    await t.app.sitePages.refresh();

    const after = await tabCatalogue();
    expect(after).toContain(href);
    expect(after).not.toContain(generated);
  });
});
