/**
 * Machine pages drawn from the published collection, against the real build, on both databases:
 * after seeding every machine page and its data file are the build's own, byte for byte (and the
 * build drew them from the seed, which gives back content/products/ exactly: machine-fields.test.ts);
 * a changed figure of a spec table is on the page, in every locale, once published; a tab added with
 * an uploaded photo is on the page with that photo; a film added is on the page with its picture and clip.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { productPages } from "#content/product-lines";
import { PREFIXED_LOCALES } from "#contracts/locales";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";

const ORIGIN = "https://www.example.test";

const built = (relativePath: string) =>
  readFileSync(path.join(CLIENT_DIR, relativePath), "utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, ORIGIN);

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("machine pages drawn from published content on %s", (dialect) => {
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

  it("after seeding, every machine page drawn from the database is the build's page, byte for byte", async () => {
    await t.app.sitePages.refresh();
    for (const { path: machinePath } of productPages) {
      expect((await page(`/${machinePath}`)).body, machinePath).toBe(built(`${machinePath}/index.html`));
      expect((await page(`/${machinePath}.data`)).body, machinePath).toBe(built(`${machinePath}.data`));
    }
  });

  it("a changed output figure is on the page and in its data file once published, and only that page is drawn again", async () => {
    const list = await request("GET", `${contentPaths.collection("machines")}?q=bbb&pageSize=100`);
    const bbb = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "BBB");
    const tabs = structuredClone(bbb.fields.tabs) as MachineFields["tabs"];
    const row = tabs[0]!.specTable!.rows.find((cells) => cells[0] === "Installed power (kW)")!;
    row[1] = "135";
    expect((await request("PATCH", contentPaths.item("machines", bbb.id), { tabs })).statusCode).toBe(200);
    expect((await page("/BBB")).body).not.toContain("<td>135</td>");

    expect((await request("POST", contentPaths.publish("machines", bbb.id))).statusCode).toBe(200);
    await t.app.sitePages.refresh();
    const after = await page("/BBB");
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatch(/<td[^>]*>135<\/td>/);
    expect((await page("/BBB.data")).body).toContain("135");
    expect((await page("/TapeExtrusion")).body).toBe(built("TapeExtrusion/index.html"));

    // Every locale's copy of the page is drawn again too, just after, in its own language (decision 057).
    await t.app.sitePages.settled();
    for (const locale of PREFIXED_LOCALES) {
      const localized = await page(`/${locale}/BBB`);
      expect(localized.statusCode, locale).toBe(200);
      expect(localized.body, locale).toContain(`<html lang="${locale}"`);
      expect(localized.body, locale).toMatch(/<td[^>]*>135<\/td>/);
      expect((await page(`/${locale}/BBB.data`)).body, locale).toContain("135");
    }
    expect((await page("/ru/TapeExtrusion")).body).toBe(built("ru/TapeExtrusion/index.html"));
  });

  it(
    "a tab added with an uploaded photo is on the machine's page with the photo once published",
    { timeout: 120_000 },
    async () => {
      const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#5b7a4a" } })
        .jpeg()
        .toBuffer();
      const boundary = "----tab-photo";
      const uploaded = await t.app.inject({
        method: "POST",
        url: contentPaths.photos,
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="compact.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const photo = uploaded.json().photo as { name: string; hash: string };

      const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
      const coating = list
        .json()
        .items.find((item: { fields: MachineFields }) => item.fields.path === "ExtrusionCoating");
      const tabs = structuredClone(coating.fields.tabs) as MachineFields["tabs"];
      const compact = {
        ...tabs[0]!,
        slug: "compact-coater",
        name: "Compact coater",
        photos: [{ name: photo.name, alt: "The compact coating line" }],
      };
      const changed = await request("PATCH", contentPaths.item("machines", coating.id), { tabs: [...tabs, compact] });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await request("POST", contentPaths.publish("machines", coating.id))).statusCode).toBe(200);
      await t.app.sitePages.refresh();

      const after = await page("/ExtrusionCoating");
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain("Compact coater");
      expect(after.body).toContain(`/assets/media/${photo.name}-480.${photo.hash}.webp 480w`);
      expect(after.body).toContain('alt="The compact coating line"');
    },
  );

  it("a film added to a machine is on its page once published: its card, its picture and its clip", async () => {
    const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    const winders = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "WindingMachine");
    expect(winders.fields.films).toBeUndefined();
    const film = {
      title: "Winders taking up tape at the end of a JP-TL line",
      thumbnail: "tape-line-winders",
      clip: "video-tape-line",
    };
    const unknownClip = await request("PATCH", contentPaths.item("machines", winders.id), {
      films: [{ ...film, clip: "winders-at-work" }],
    });
    expect(unknownClip.statusCode).toBe(400);
    expect(unknownClip.json().error.fields).toEqual({ "films.0.clip": "The site has no clip called winders-at-work" });

    expect((await request("PATCH", contentPaths.item("machines", winders.id), { films: [film] })).statusCode).toBe(200);
    expect((await page("/WindingMachine")).body).not.toContain(film.title);
    expect((await request("POST", contentPaths.publish("machines", winders.id))).statusCode).toBe(200);
    await t.app.sitePages.refresh();

    const after = await page("/WindingMachine");
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<section class="video-cards"');
    expect(after.body).toContain(film.title);
    expect(after.body).toMatch(/\/assets\/media\/tape-line-winders-480\.[0-9a-f]+\.webp 480w/);
    expect((await page("/WindingMachine.data")).body).toMatch(
      /\/assets\/media\/video-tape-line\.[0-9a-f]{10}\.(webm|mp4)/,
    );
  });

  it("a renamed machine is served at its new address within 5 s, its old ones answer 301 in one hop, and the sitemap follows", async () => {
    const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    const pet = list.json().items.find((item: { fields: MachineFields }) => item.fields.path === "PET");
    const rename = async (to: string) => {
      expect((await request("PATCH", contentPaths.item("machines", pet.id), { path: to })).statusCode).toBe(200);
      expect((await request("POST", contentPaths.publish("machines", pet.id))).statusCode).toBe(200);
    };
    await rename("PetBottleRecycling");
    // No refresh asked for: the publish and the publisher's own look bring the page.
    await expect.poll(async () => (await page("/PetBottleRecycling")).statusCode, { timeout: 5000 }).toBe(200);
    const moved = await page("/PetBottleRecycling");
    expect(moved.body).toContain("PET Bottle Washing &amp; Recycling Line");
    expect(moved.body).toContain(`<link rel="canonical" href="${ORIGIN}/PetBottleRecycling"/>`);
    expect((await page("/PetBottleRecycling.data")).statusCode).toBe(200);
    const old = await page("/PET?from=news");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/PetBottleRecycling?from=news");
    expect((await page("/petbottlerecycling")).headers.location).toBe("/PetBottleRecycling");
    // A client-side navigation to the old address asks for its .data: React Router's redirect.
    const oldData = await page("/PET.data?from=news&_routes=product%2FPET");
    expect(oldData.statusCode).toBe(204);
    expect(oldData.headers["x-remix-redirect"]).toBe("/PetBottleRecycling?from=news");
    expect(oldData.headers["x-remix-status"]).toBe("301");
    const sitemap = (await page("/sitemap.xml")).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/PetBottleRecycling</loc>`);
    expect(sitemap).not.toContain(`<loc>${ORIGIN}/PET</loc>`);
    // Every other locale's copy moves with it (decision 057): drawn at the new address, 301 from the old.
    await t.app.sitePages.settled();
    const russian = await page("/ru/PetBottleRecycling");
    expect(russian.statusCode).toBe(200);
    expect(russian.body).toContain('<html lang="ru"');
    expect(russian.body).toContain(`<link rel="canonical" href="${ORIGIN}/ru/PetBottleRecycling"/>`);
    expect((await page("/ar/PET")).headers.location).toBe("/ar/PetBottleRecycling");
    const russianSitemap = (await page("/sitemap-ru.xml")).body;
    expect(russianSitemap).toContain(`<loc>${ORIGIN}/ru/PetBottleRecycling</loc>`);
    expect(russianSitemap).not.toContain(`<loc>${ORIGIN}/ru/PET</loc>`);

    await rename("PetRecyclingLine");
    await expect.poll(async () => (await page("/PetRecyclingLine")).statusCode, { timeout: 5000 }).toBe(200);
    expect((await page("/PET")).headers.location).toBe("/PetRecyclingLine");
    expect((await page("/PetBottleRecycling")).headers.location).toBe("/PetRecyclingLine");
    await t.app.sitePages.settled();
    expect((await page("/ru/PetRecyclingLine")).statusCode).toBe(200);
    expect((await page("/ru/PetBottleRecycling")).headers.location).toBe("/ru/PetRecyclingLine");
    expect((await page("/PET.data")).headers["x-remix-redirect"]).toBe("/PetRecyclingLine");
    expect((await page("/NoSuchMachine.data")).statusCode).toBe(404);
    // An unknown address is still the not-found page.
    expect((await page("/NoSuchMachine")).statusCode).toBe(404);
  });
});
