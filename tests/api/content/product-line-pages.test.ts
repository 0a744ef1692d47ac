/**
 * A product line added in the portal, against the real build, on both databases: once published it
 * is in every public page's PRODUCT LINE menu, in the sitemap and has its slider page (with the
 * machines put in it); unpublished, it leaves the menu and the sitemap and its address answers as
 * an unknown line's does (404, 'No products available'). A line of the build taken off the site
 * goes the same way, and comes back when published again. A machine removed leaves its line's
 * slider and /Woven's steps (the line's pages drop the link; only the home page and news items
 * refuse the removal, machines.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";

const ORIGIN = "https://www.example.test";

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("product lines added and taken off in the portal on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
    headers = bearer((await addPerson(t.db, ["marketing"])).token);
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string) => t.app.inject({ method: "GET", url });
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** The PRODUCT LINE menu's links in a page. */
  const menuOf = (html: string) => /<ul id="[^"]*" class="site-nav__submenu"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";

  it(
    "a new line, published, is in the menu of every page and the sitemap and has its slider; unpublished, it leaves them",
    { timeout: 180_000 },
    async () => {
      const created = await request("POST", contentPaths.collection("product-lines"), {
        title: "Compounding Lines",
        summary: "Twin-screw compounding and masterbatch lines for filled and coloured polymers.",
        photo: "category-plastic-recycling",
      });
      expect(created.statusCode).toBe(201);
      const line = created.json();
      const address = `/PlasticRecycling/${line.slug}`;
      const machines = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
      const pet = machines.json().items.find((item: { fields: MachineFields }) => item.fields.path === "PET");
      expect((await request("POST", contentPaths.publish("product-lines", line.id))).statusCode).toBe(200);
      expect((await request("PATCH", contentPaths.item("machines", pet.id), { line: line.slug })).statusCode).toBe(200);
      expect((await request("POST", contentPaths.publish("machines", pet.id))).statusCode).toBe(200);

      // No refresh asked for: the publish and the publisher's own look bring the pages within 5 s.
      await expect.poll(async () => (await page(address)).statusCode, { timeout: 5000 }).toBe(200);
      const slider = (await page(address)).body;
      expect(slider).toContain("Compounding Lines");
      expect(slider).toContain("PET Bottle Washing &amp; Recycling Line");
      expect((await page(`${address}.data`)).statusCode).toBe(200);
      for (const url of ["/", "/Aboutus", "/ContactUs", "/Woven", "/news", "/TapeExtrusion", "/PlasticRecycling"]) {
        expect(menuOf((await page(url)).body), url).toContain(`href="${address}"`);
      }
      expect((await page("/Aboutus.data")).body).toContain(address);
      expect((await page("/sitemap.xml")).body).toContain(`<loc>${ORIGIN}${address}</loc>`);

      expect((await request("POST", contentPaths.unpublish("product-lines", line.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();
      const gone = await page(address);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain("No products available");
      for (const url of ["/", "/Aboutus", "/TapeExtrusion"]) {
        expect(menuOf((await page(url)).body), url).not.toContain(address);
        expect(menuOf((await page(url)).body), url).toContain('href="/PlasticRecycling/woven-packaging"');
      }
      expect((await page("/sitemap.xml")).body).not.toContain(address);
    },
  );

  it(
    "a line of the build taken off the site leaves the menu, the sitemap and its slider, and comes back",
    { timeout: 180_000 },
    async () => {
      const list = await request("GET", contentPaths.collection("product-lines"));
      const sheet = list.json().items.find((item: { slug: string }) => item.slug === "sheet-film-extrusion");
      const address = "/PlasticRecycling/sheet-film-extrusion";
      expect((await page(address)).statusCode).toBe(200);

      expect((await request("POST", contentPaths.unpublish("product-lines", sheet.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();
      expect((await page(address)).statusCode).toBe(404);
      expect(menuOf((await page("/Service")).body)).not.toContain(address);
      expect((await page("/sitemap.xml")).body).not.toContain(`<loc>${ORIGIN}${address}</loc>`);

      expect((await request("POST", contentPaths.publish("product-lines", sheet.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();
      expect((await page(address)).statusCode).toBe(200);
      expect(menuOf((await page("/Service")).body)).toContain(`href="${address}"`);
      expect((await page("/sitemap.xml")).body).toContain(`<loc>${ORIGIN}${address}</loc>`);
    },
  );
  it(
    "every locale's pages follow: the menu links the new line's slider in the locale, the locale's sitemap lists it with its alternates",
    { timeout: 240_000 },
    async () => {
      const created = await request("POST", contentPaths.collection("product-lines"), {
        title: "Blown Film Lines",
        summary: "Multi-layer blown film lines for packaging and agricultural films.",
        photo: "category-plastic-recycling",
      });
      expect(created.statusCode).toBe(201);
      const line = created.json();
      const address = `/PlasticRecycling/${line.slug}`;
      expect((await request("POST", contentPaths.publish("product-lines", line.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();
      // The other locales' copies are drawn just after the English pages (decision 057).
      await t.app.sitePages.settled();
      for (const locale of ["ru", "ar"]) {
        const slider = await page(`/${locale}${address}`);
        expect(slider.statusCode, locale).toBe(200);
        expect(slider.body).toContain(`<html lang="${locale}"`);
        for (const url of [`/${locale}`, `/${locale}/Aboutus`, `/${locale}/news`, `/${locale}/TapeExtrusion`]) {
          const menu = menuOf((await page(url)).body);
          expect(menu, url).toContain(`href="/${locale}${address}"`);
          expect(menu, url).toContain("Blown Film Lines");
          expect(menu, url).not.toContain(`href="${address}"`);
        }
        expect((await page(`/${locale}/Aboutus.data`)).body).toContain(address);
        const sitemap = (await page(`/sitemap-${locale}.xml`)).body;
        expect(sitemap).toContain(
          `<loc>${ORIGIN}/${locale}${address}</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${address}"/>`,
        );
      }

      expect((await request("POST", contentPaths.unpublish("product-lines", line.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();
      await t.app.sitePages.settled();
      expect((await page(`/ru${address}`)).statusCode).toBe(404);
      expect(menuOf((await page("/ru/Aboutus")).body)).not.toContain(address);
      expect(menuOf((await page("/ru/Aboutus")).body)).toContain('href="/ru/PlasticRecycling/woven-packaging"');
      expect((await page("/sitemap-ru.xml")).body).not.toContain(address);
    },
  );
  it(
    "a machine removed leaves its line's slider and the /Woven steps: no page links to it",
    { timeout: 180_000 },
    async () => {
      const machines = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
      const winder = machines
        .json()
        .items.find((item: { fields: MachineFields }) => item.fields.path === "WindingMachine");
      expect((await page("/Woven")).body).toContain('href="/WindingMachine"');
      const removed = await t.app.inject({ method: "DELETE", url: contentPaths.item("machines", winder.id), headers });
      expect(removed.statusCode).toBe(204);
      await t.app.sitePages.refresh();
      const woven = await page("/Woven");
      expect(woven.statusCode).toBe(200);
      expect(woven.body).not.toContain('href="/WindingMachine"');
      expect(woven.body).toContain('href="/TapeExtrusion"');
      const slider = (await page("/PlasticRecycling/woven-packaging")).body;
      expect(slider).not.toContain("Tape Winding Machines");
      expect(slider).toContain("Tape Extrusion Line");
    },
  );
});
