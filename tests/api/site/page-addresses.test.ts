/**
 * Addresses in another letter case and the spellings visitors try (issue 12), on the real build:
 * each answers 301 to its page with the query string kept, and the page answers 200. Unknown
 * addresses still get the not-found page. The database plays no part here: SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressSpellings } from "#content/address-spellings";
import { UNKNOWN_ADDRESS_PAGE, allPublicPaths, publicPages } from "#content/site-map";
import { CLIENT_DIR, ensureBuild, buildTestApp, type TestApp } from "#tests/setup/test-app";

let t: TestApp;

beforeAll(async () => {
  ensureBuild();
  t = await buildTestApp({ clientDir: CLIENT_DIR });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const QUERY = "?utm_source=mail&tab=Specification";

const served = new Set(allPublicPaths());
/** Where a variant belongs: the page whose path it spells, else the alias it spells (a product in its line). */
function targetOf(variant: string): string | undefined {
  const lower = variant.toLowerCase();
  const page = publicPages.find((p) => p.path.toLowerCase() === lower);
  if (page) return page.path;
  return allPublicPaths().find((path) => path.toLowerCase() === lower);
}

const variants = allPublicPaths()
  .flatMap((path) => [path.toLowerCase(), path.toUpperCase()])
  .filter((variant, i, all) => !served.has(variant) && all.indexOf(variant) === i);

describe("a page path in another letter case", () => {
  it("covers every page of the site map", () => {
    expect(variants.length).toBeGreaterThan(allPublicPaths().length);
    expect(variants).toContain("/contactus");
    expect(variants).toContain("/EXHIBITION");
    expect(variants).toContain("/plasticrecycling/tapeextrusion");
  });

  it.each(variants)("%s answers 301 to its page, with the query string, and the page answers 200", async (variant) => {
    const target = targetOf(variant);
    expect(target).toBeDefined();
    const response = await get(variant + QUERY);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(target + QUERY);
    expect(response.headers["content-security-policy"]).toBeDefined();
    const page = await get(response.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("takes a trailing slash and a case variant in one redirect", async () => {
    const response = await get("/contactus/?a=1");
    expect([response.statusCode, response.headers.location]).toEqual([301, "/ContactUs?a=1"]);
  });
});

describe("the spellings visitors try", () => {
  it.each(
    Object.entries(addressSpellings).flatMap(([spelling, target]) => [
      [spelling, target],
      [spelling.toUpperCase(), target],
    ]),
  )("%s answers 301 to %s, with the query string", async (spelling, target) => {
    const response = await get(spelling + QUERY);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(target + QUERY);
    expect((await get(target)).statusCode).toBe(200);
  });
});

describe("the portal in another letter case", () => {
  it("answers 301 to the lower-case path", async () => {
    const response = await get("/Admin/Dashboard?section=career");
    expect([response.statusCode, response.headers.location]).toEqual([301, "/admin/dashboard?section=career"]);
    expect((await get("/admin/dashboard?section=career")).statusCode).toBe(200);
  });
});

describe("the .data file of an address in another letter case", () => {
  it("answers React Router's redirect (204, X-Remix-Redirect) to its page, so a client-side navigation lands there", async () => {
    const response = await get("/contactus.data?from=mail&_routes=routes%2Fcontact");
    expect(response.statusCode).toBe(204);
    expect(response.headers["x-remix-redirect"]).toBe("/ContactUs?from=mail");
    expect((await get("/ContactUs.data")).statusCode).toBe(200);
    expect((await get("/no-such-page.data")).statusCode).toBe(404);
  });
});

describe("the .data file of an unknown product line", () => {
  // A client-side navigation there asks for it: React Router draws the answer (404, marked as its
  // own by X-Remix-Response) as the slider's data, the words of the address's language included.
  it("is the empty slider's data in the address's language, with status 404", async () => {
    const russian = await get("/ru/PlasticRecycling/no-such-line.data?_routes=ru%2Fcategory-slider");
    expect(russian.statusCode).toBe(404);
    expect(russian.headers["x-remix-response"]).toBe("yes");
    expect(russian.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    for (const text of ["Машин пока нет", "Все машины", '"ru/category-slider"']) expect(russian.body).toContain(text);
    const english = await get("/plasticrecycling/no-such-line.data?_routes=routes%2Fcategory-slider");
    expect([english.statusCode, english.headers["x-remix-response"]]).toEqual([404, "yes"]);
    expect(english.body).toContain('"routes/category-slider"');
    expect(english.body).not.toContain("Машин");
  });

  it("leaves other unknown .data files the not-found page", async () => {
    for (const url of ["/no-such-page.data", "/ru/PlasticRecycling/woven-packaging/extra.data"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["x-remix-response"], url).toBeUndefined();
    }
  });
});

describe("an unknown address", () => {
  it.each([
    "/no-such-page",
    "/contactus/extra",
    "/TapeExtrusion/extra",
    "/PlasticRecycling/woven-packaging/extra",
    "/career-s",
  ])("%s still answers 404 with the not-found page", async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page not found");
  });

  it.each(["/PlasticRecycling/injection-moulding", "/plasticrecycling/nothing", "/PLASTICRECYCLING/x"])(
    "%s answers 404 with the slider's 'No products available', as the browser's category route shows it",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("No products available");
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it("never serves the slider's empty page at its own address as a page", async () => {
    const response = await get("/PlasticRecycling/no-products");
    expect(response.statusCode).toBe(404);
  });

  // The browser hydrates the page with the route it matches itself; a page drawn by another route
  // would load the wrong module and React would report a mismatch (#418).
  it.each(["/no-such-page", "/NoSuchMachine", "/NoSuchMachine/", "/brochure.pdf", UNKNOWN_ADDRESS_PAGE])(
    "%s (one segment) is drawn by the moved-machine route the browser matches there",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Page not found");
      expect(response.body).toContain('"product/moved"');
      expect(response.body).not.toContain('"routes/not-found"');
    },
  );

  it.each(["/contactus/extra", "/TapeExtrusion/extra", "/a/b/c", "/404/extra", "/404"])(
    "%s is drawn by the catch-all the browser matches there, without the product page's module",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('"routes/not-found"');
      expect(response.body).not.toContain('"product/moved"');
      expect(response.body).not.toMatch(/assets\/product-[\w-]+\.js/);
    },
  );
});
