/**
 * The public pages drawn from published content, against the real build, on both databases: the
 * pages after seeding are the build's own, byte for byte; a publish changes the page, its data file,
 * its CSP hashes and its compressed variants at once (quick brotli bytes, the best a moment later); the preview shows a draft as the page would;
 * a restore brings old text back to the page once published.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { PREFIXED_LOCALES } from "#contracts/locales";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { scriptHashSources } from "#server/modules/static-site/csp-script-hashes";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";
import { newItems } from "#tests/fixtures/content";

const ORIGIN = "https://www.example.test";
const CONTENT_PAGES = ["/Carrer", "/news", "/News", "/Exhibition"];

const built = (relativePath: string) =>
  readFileSync(path.join(CLIENT_DIR, relativePath), "utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, ORIGIN);

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("pages drawn from published content on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: ORIGIN }, clientDir: CLIENT_DIR });
    await createStaff(t.db);
    headers = bearer((await signIn(t.app)).token);
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: extra });
  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("after seeding, the pages drawn from the database are the build's prerendered pages, byte for byte", async () => {
    for (const pagePath of CONTENT_PAGES) {
      expect((await page(pagePath)).body, pagePath).toBe(built(`${pagePath.slice(1)}/index.html`));
      expect((await page(`${pagePath}.data`)).body, `${pagePath}.data`).toBe(built(`${pagePath.slice(1)}.data`));
    }
  });

  it("every other locale's copies of those pages, drawn from the database just after start, are the build's too", async () => {
    await t.app.sitePages.settled();
    for (const locale of PREFIXED_LOCALES) {
      for (const pagePath of CONTENT_PAGES.map((english) => `/${locale}${english}`)) {
        expect((await page(pagePath)).body, pagePath).toBe(built(`${pagePath.slice(1)}/index.html`));
      }
    }
  });

  it("a published opening is on /Carrer with its JobPosting, in its data file, its CSP and its brotli variant", async () => {
    const created = (await request("POST", contentPaths.collection("openings"), newItems.openings)).json();
    const before = await page("/Carrer");
    expect(before.body).not.toContain("Maintenance Technician");

    expect((await request("POST", contentPaths.publish("openings", created.id))).statusCode).toBe(200);
    const after = await page("/Carrer");
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`<li id="${created.slug}" class="openings__item">`);
    expect(after.body).toContain("Current openings (17)");
    const postings = [...after.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .filter((json) => json["@type"] === "JobPosting");
    expect(postings).toHaveLength(17);
    expect(postings[0]).toMatchObject({
      title: "Maintenance Technician",
      url: `${ORIGIN}/Carrer#${created.slug}`,
      datePosted: new Date().toISOString().slice(0, 10),
      jobLocation: { address: { addressLocality: "Ankleshwar" } },
    });
    // The data changed, the scripts did not (it is JSON, decision 050): the policy allows them all and stays as it was.
    const policy = String(after.headers["content-security-policy"]);
    for (const hash of scriptHashSources(after.body)) expect(policy).toContain(hash);
    expect(policy).toBe(String(before.headers["content-security-policy"]));
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const compressed = await page("/Carrer", { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString("utf8")).toBe(after.body);
    // Live at once with quick brotli bytes, then compressed at the best (finishing.ts): smaller, the
    // same page, and a client holding the quick bytes' ETag still answered 304.
    const quickTag = String(compressed.headers.etag);
    expect(quickTag).toMatch(/-br5"$/);
    await t.app.sitePages.finished();
    const finished = await page("/Carrer", { "accept-encoding": "br" });
    expect(finished.headers.etag).toBe(quickTag.replace(/-br5"$/, '-br"'));
    expect(finished.rawPayload.length).toBeLessThan(compressed.rawPayload.length);
    expect(brotliDecompressSync(finished.rawPayload).toString("utf8")).toBe(after.body);
    expect((await page("/Carrer", { "accept-encoding": "br", "if-none-match": quickTag })).statusCode).toBe(304);
    expect((await page("/Carrer.data")).body).toContain("Maintenance Technician");
    expect(await page("/sitemap.xml").then((r) => r.body)).toContain(`${ORIGIN}/Carrer#${created.slug}</loc>`);

    // Unpublished, the page is the build's again.
    await request("POST", contentPaths.unpublish("openings", created.id));
    expect((await page("/Carrer")).body).toBe(built("Carrer/index.html"));
  });

  it(
    "a news story with an uploaded photo is on /news and /News with the photo's WebP srcset",
    { timeout: 120_000 },
    async () => {
      const pixels = Buffer.alloc(900 * 600 * 3, 0).map((_, i) => (i * 31) % 253);
      const jpeg = await sharp(pixels, { raw: { width: 900, height: 600, channels: 3 } })
        .jpeg()
        .toBuffer();
      const boundary = "----news-photo";
      const uploaded = await t.app.inject({
        method: "POST",
        url: contentPaths.photos,
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="hall.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const photo = uploaded.json().photo;
      const story = (
        await request("POST", contentPaths.collection("news"), {
          kind: "story",
          title: "Our recycling test hall opens for customer trials",
          date: "2026-11-20",
          topic: "Works",
          summary: "Customers can now run their own waste through a washing and pelletising line before they order.",
          body: "<p>Ankleshwar, 20 November 2026. The new hall holds a complete washing line.</p><p>Book a trial with sales.</p>",
          photos: [{ name: photo.name, alt: "The washing line in the new test hall" }],
        })
      ).json();
      await request("POST", contentPaths.publish("news", story.id));

      for (const spelling of ["/news", "/News"]) {
        const body = (await page(spelling)).body;
        expect(body).toContain("Our recycling test hall opens for customer trials");
        expect(body).toContain("Works · <time");
        expect(body).toContain("<p>Ankleshwar, 20 November 2026. The new hall holds a complete washing line.</p>");
        expect(body).toContain(
          `<source type="image/webp" srcSet="/assets/media/${photo.name}-480.${photo.hash}.webp 480w, /assets/media/${photo.name}-900.${photo.hash}.webp 900w"`,
        );
      }
      const variant = await page(`/assets/media/${photo.name}-480.${photo.hash}.webp`);
      expect(variant.statusCode).toBe(200);
      expect(variant.headers["content-type"]).toBe("image/webp");
    },
  );

  it("the preview shows a draft on its page as it would be published, and publishes nothing", async () => {
    const draft = (
      await request("POST", contentPaths.collection("exhibitions"), {
        ...newItems.exhibitions,
        name: "Plast Alger 2027",
      })
    ).json();
    const preview = await request("GET", contentPaths.preview("exhibitions", draft.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    const policy = String(preview.headers["content-security-policy"]);
    expect(policy).toContain("frame-ancestors 'self'");
    for (const hash of scriptHashSources(preview.body)) expect(policy).toContain(hash);
    expect(preview.body).toContain("<h3>Plast Alger 2027</h3>");
    expect((await page("/Exhibition")).body).not.toContain("Plast Alger 2027");

    const unsaved = await request("POST", `${contentPaths.previewUnsaved("exhibitions")}?id=${draft.id}`, {
      ...newItems.exhibitions,
      name: "Plast Alger 2027 (new dates)",
    });
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(unsaved.body).toContain("<h3>Plast Alger 2027 (new dates)</h3>");
    expect(unsaved.body).not.toContain("<h3>Plast Alger 2027</h3>");
    const invalid = await request("POST", contentPaths.previewUnsaved("exhibitions"), { name: "X" });
    expect(invalid.statusCode).toBe(400);
  });

  it("restoring an earlier version and publishing it brings the old text back to the page", async () => {
    const gallery = (await request("POST", contentPaths.collection("galleries"), newItems.galleries)).json();
    await request("POST", contentPaths.publish("galleries", gallery.id));
    await request("PATCH", contentPaths.item("galleries", gallery.id), {
      caption: "A caption written in haste, and wrong.",
    });
    await request("POST", contentPaths.publish("galleries", gallery.id));
    expect((await page("/Exhibition")).body).toContain("A caption written in haste, and wrong.");

    const restored = await request("POST", contentPaths.restore("galleries", gallery.id, 1));
    expect(restored.json().fields.caption).toBe(newItems.galleries.caption);
    expect((await page("/Exhibition")).body).toContain("A caption written in haste, and wrong.");
    await request("POST", contentPaths.publish("galleries", gallery.id));
    const body = (await page("/Exhibition")).body;
    expect(body).toContain(String(newItems.galleries.caption));
    expect(body).not.toContain("A caption written in haste, and wrong.");
  });
});
