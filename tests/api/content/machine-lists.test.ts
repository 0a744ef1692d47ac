/**
 * The pages that list the machines, drawn from the published collections against the real build,
 * on both databases: a machine renamed and moved first is on its line's slider (also at its own
 * address under the line) and in its page's JSON-LD with its table's figures; a product line
 * renamed is on the home page and the category browser; put back, every one of these pages is the
 * build's again, byte for byte.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";

const ORIGIN = "https://www.example.test";

const built = (relativePath: string) =>
  readFileSync(path.join(CLIENT_DIR, relativePath), "utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, ORIGIN);

/** The schema.org Product a machine page states. */
function productJsonLd(html: string): { name: string; additionalProperty?: { name: string; value: string }[] } {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(script![1]!);
}

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("pages listing the machines on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  /** The Block Bottom Bag Machine's place as seeded, put back by the last test. */
  let seededPosition: number;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
    headers = bearer((await addPerson(t.db, ["marketing"])).token);
  }, 120_000);
  afterAll(() => t?.close());

  const page = async (url: string) => (await t.app.inject({ method: "GET", url })).body;
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const publish = async (collection: "machines" | "product-lines", id: number, fields: object) => {
    expect((await request("PATCH", contentPaths.item(collection, id), fields)).statusCode).toBe(200);
    expect((await request("POST", contentPaths.publish(collection, id))).statusCode).toBe(200);
  };

  it(
    "a machine renamed and moved first is on its line's slider and in its JSON-LD, with its changed figure",
    { timeout: 120_000 },
    async () => {
      const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
      const bbb = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "BBB");
      seededPosition = bbb.position;
      const tabs = structuredClone(bbb.fields.tabs) as MachineFields["tabs"];
      tabs[0]!.specTable!.rows.find((cells) => cells[0] === "Installed power (kW)")![1] = "135";
      await publish("machines", bbb.id, { title: "Block Bottom Bag Line", tabs });
      // Its place in the browser as stored: first.
      await t.db.updateTable("content_items").set({ position: -1 }).where("id", "=", bbb.id).execute();
      await t.app.sitePages.refresh();

      for (const url of ["/PlasticRecycling/woven-packaging", "/PlasticRecycling/BBB"]) {
        expect(await page(url), url).toContain("Block Bottom Bag Line");
      }
      const slider = await page("/PlasticRecycling/woven-packaging");
      expect(slider.indexOf("Block Bottom Bag Line")).toBeLessThan(slider.indexOf("Tape Extrusion Line"));
      expect(await page("/PlasticRecycling/woven-packaging.data")).toContain("Block Bottom Bag Line");

      const product = productJsonLd(await page("/BBB"));
      expect(product.name).toBe("Block Bottom Bag Line");
      expect(product.additionalProperty).toContainEqual({
        "@type": "PropertyValue",
        name: "Installed power (kW)",
        value: "135",
      });
      // The other lines' sliders were not drawn again.
      expect(await page("/PlasticRecycling/sheet-film-extrusion")).toBe(
        built("PlasticRecycling/sheet-film-extrusion/index.html"),
      );
    },
  );

  it(
    "a product line renamed is on the home page and the category browser; put back, the pages are the build's",
    { timeout: 180_000 },
    async () => {
      const list = await request("GET", contentPaths.collection("product-lines"));
      const woven = list.json().items.find((item: { slug: string }) => item.slug === "woven-packaging");
      const machines = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
      const bbb = machines.json().items.find((item: { fields: MachineFields }) => item.fields.path === "BBB");
      await publish("product-lines", woven.id, { title: "Woven Sack Machinery" });
      await t.app.sitePages.refresh();
      for (const url of ["/", "/_root.data", "/PlasticRecycling", "/PlasticRecycling/TapeExtrusion"]) {
        expect(await page(url), url).toContain("Woven Sack Machinery");
      }

      await publish("product-lines", woven.id, { title: woven.fields.title });
      await t.db.updateTable("content_items").set({ position: seededPosition }).where("id", "=", bbb.id).execute();
      await request("POST", contentPaths.restore("machines", bbb.id, 1));
      expect((await request("POST", contentPaths.publish("machines", bbb.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();
      const drawn = [
        ["/", "index.html"],
        ["/_root.data", "_root.data"],
        ["/PlasticRecycling", "PlasticRecycling/index.html"],
        ["/PlasticRecycling/woven-packaging", "PlasticRecycling/woven-packaging/index.html"],
        ["/PlasticRecycling/woven-packaging.data", "PlasticRecycling/woven-packaging.data"],
        ["/PlasticRecycling/BBB", "PlasticRecycling/BBB/index.html"],
        ["/BBB", "BBB/index.html"],
      ];
      for (const [url, file] of drawn) expect(await page(url!), url).toBe(built(file!));
    },
  );
});
