/**
 * What a publish does to what the site says, on both databases, without the built pages (those
 * are tests/api/content/content-pages.test.ts): an opening published now, at a later time, and past its
 * closing time, as the sitemap lists it; the cleaning of news bodies; photo and PDF uploads.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths, PHOTO_MAX_BYTES } from "#contracts/collections/api";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";
import { newItems } from "#tests/fixtures/content";

const ORIGIN = "http://localhost:3000";

function multipart(field: string, fileName: string, bytes: Buffer, type: string) {
  const boundary = "----content-upload-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photograph-like picture (noise, so it compresses like one) of the given size. */
function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg"): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe.each(availableDialects())("publishing content on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    headers = bearer((await signIn(t.app)).token);
  });
  afterAll(() => t.close());

  const request = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const sitemap = async () => (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
  const listed = async (slug: string) => (await sitemap()).includes(`<loc>${ORIGIN}/Carrer#${slug}</loc>`);

  it("lists every seeded opening in the sitemap, after the careers page", async () => {
    const body = await sitemap();
    expect(body).toContain(
      `<url><loc>${ORIGIN}/Carrer</loc></url>\n  <url><loc>${ORIGIN}/Carrer#customer-service-spare-parts-manager</loc><lastmod>2026-11-02</lastmod></url>`,
    );
    expect(body.match(/\/Carrer#/g)).toHaveLength(16);
  });

  it("an opening published now is in the sitemap at once; unpublished, it leaves", async () => {
    const created = (await request("POST", contentPaths.collection("openings"), newItems.openings)).json();
    expect(await listed(created.slug)).toBe(false);
    await request("POST", contentPaths.publish("openings", created.id));
    expect(await listed(created.slug)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(await sitemap()).toContain(`/Carrer#${created.slug}</loc><lastmod>${today}</lastmod>`);
    await request("POST", contentPaths.unpublish("openings", created.id));
    expect(await listed(created.slug)).toBe(false);
  });

  it("an opening with a publish time goes live at that time and leaves at its closing time, by itself", async () => {
    const created = (
      await request("POST", contentPaths.collection("openings"), {
        ...newItems.openings,
        title: "Shift Supervisor, Looms",
        publishAt: inSeconds(1.5),
        closesAt: inSeconds(3.5),
      })
    ).json();
    const published = (await request("POST", contentPaths.publish("openings", created.id))).json();
    expect(published.live).toBe("scheduled");
    expect(await listed(created.slug)).toBe(false);

    expect(await eventually(() => listed(created.slug), 4000)).toBe(true);
    expect((await request("GET", contentPaths.item("openings", created.id))).json().live).toBe("live");

    expect(await eventually(async () => !(await listed(created.slug)), 4000)).toBe(true);
    expect((await request("GET", contentPaths.item("openings", created.id))).json().live).toBe("closed");
  });

  it("a closing time before the publish time is refused, naming closesAt", async () => {
    const answer = await request("POST", contentPaths.collection("openings"), {
      ...newItems.openings,
      publishAt: "2027-01-10T09:00:00+05:30",
      closesAt: "2027-01-09T09:00:00+05:30",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ closesAt: "Closes at must be later than publish at" });
  });

  it("an opening must name a known office", async () => {
    const answer = await request("POST", contentPaths.collection("openings"), { ...newItems.openings, office: "pune" });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.fields)).toEqual(["office"]);
    const list = (await request("GET", contentPaths.collection("openings"))).json();
    expect(list.choices.office).toContainEqual({ value: "indore", label: "Indore (Service centre)" });
  });

  describe("a news body is cleaned before it is stored", () => {
    const story = {
      kind: "story",
      title: "Our new recycling test line",
      date: "2026-11-20",
      summary: "A washing and pelletising line for customer trials.",
      photos: [{ name: "news-bbb-sacks", alt: "Printed sacks ready for dispatch" }],
    };

    it("script and style go with their contents; event handlers, styles and classes go", async () => {
      const body =
        '<p onclick="steal()" class="x" style="color:red">Trials <strong onmouseover="x()">start</strong> in May.</p>' +
        "<script>document.cookie</script><style>p{}</style><img src=x onerror=alert(1)><p>Book a slot.</p>";
      const answer = await request("POST", contentPaths.collection("news"), { ...story, body });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().fields.body).toBe("<p>Trials <strong>start</strong> in May.</p><p>Book a slot.</p>");
    });

    it("javascript:, data: and other-site links lose their address; http, mailto, tel and our paths keep it", async () => {
      const body = [
        '<p><a href="javascript:alert(1)">a</a> <a href="JaVaScRiPt&colon;alert(1)">b</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a> <a href="//evil.example/x">d</a>',
        '<a href="https://www.example.com/x">e</a> <a href="mailto:sales@example.com">f</a>',
        '<a href="tel:+917948902215">g</a> <a href="/ContactUs">h</a></p>',
      ].join(" ");
      const answer = await request("POST", contentPaths.collection("news"), { ...story, body });
      const stored = answer.json().fields.body as string;
      expect(stored).not.toMatch(/javascript|data:|evil\.example/i);
      expect(stored).toContain("<a>a</a>");
      expect(stored).toContain('<a href="https://www.example.com/x">e</a>');
      expect(stored).toContain('<a href="mailto:sales@example.com">f</a>');
      expect(stored).toContain('<a href="tel:+917948902215">g</a>');
      expect(stored).toContain('<a href="/ContactUs">h</a>');
    });

    it("a body that is nothing but script is no text: the story is refused, naming body", async () => {
      const answer = await request("POST", contentPaths.collection("news"), {
        ...story,
        body: "<script>alert(1)</script><iframe src=x></iframe>",
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toEqual({ body: "A story needs its text" });
    });

    it("cleaning is the same on a change", async () => {
      const created = (
        await request("POST", contentPaths.collection("news"), { ...story, body: "<p>First.</p>" })
      ).json();
      const changed = await request("PATCH", contentPaths.item("news", created.id), {
        body: '<p>Second <a href="javascript:void(0)" onclick="x()">here</a>.</p>',
      });
      expect(changed.json().fields.body).toBe("<p>Second <a>here</a>.</p>");
    });
  });

  describe("photos", () => {
    const upload = (field: string, fileName: string, bytes: Buffer, type: string) => {
      const { payload, contentType } = multipart(field, fileName, bytes, type);
      return t.app.inject({
        method: "POST",
        url: contentPaths.photos,
        headers: { ...headers, "content-type": contentType },
        payload,
      });
    };

    // AVIF is slow to encode: on this shared machine a photo can take several seconds.
    it(
      "a JPEG becomes the site's widths in AVIF and WebP with a JPEG fallback, its size and colour",
      { timeout: 90_000 },
      async () => {
        const answer = await upload("photo", "stand.jpg", await photo(1000, 700), "image/jpeg");
        expect(answer.statusCode, answer.body).toBe(201);
        const uploaded = answer.json().photo;
        expect(uploaded).toMatchObject({
          width: 1000,
          height: 700,
          formats: ["avif", "webp"],
          widths: [480, 960, 1000],
          fallbackWidth: 960,
        });
        expect(uploaded.name).toMatch(/^upload-[a-f0-9]{10}$/);
        expect(uploaded.color).toMatch(/^#[0-9a-f]{6}$/);
        const variant = await t.app.inject({
          method: "GET",
          url: `/assets/media/${uploaded.name}-960.${uploaded.hash}.webp`,
        });
        expect(variant.statusCode).toBe(200);
        expect(variant.headers["content-type"]).toBe("image/webp");
        expect(variant.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect((await sharp(variant.rawPayload).metadata()).width).toBe(960);

        // The same photo again is the same photo; a news item may name it.
        expect((await upload("photo", "again.jpg", await photo(1000, 700), "image/jpeg")).json().photo.name).toBe(
          uploaded.name,
        );
        const item = await request("POST", contentPaths.collection("news"), {
          kind: "photo",
          title: "Our stand",
          summary: "Our stand at the show, from the aisle.",
          photos: [{ name: uploaded.name, alt: "Our stand seen from the aisle" }],
        });
        expect(item.statusCode, item.body).toBe(201);
      },
    );

    it("PNG and WebP are photos too", { timeout: 90_000 }, async () => {
      expect((await upload("photo", "a.png", await photo(600, 400, "png"), "image/png")).statusCode).toBe(201);
      expect((await upload("photo", "a.webp", await photo(600, 400, "webp"), "image/webp")).statusCode).toBe(201);
    });

    it("a file that is not a JPEG, PNG or WebP by its bytes is refused with 415, whatever its name", async () => {
      const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
      const asJpeg = await upload("photo", "photo.jpg", gif, "image/jpeg");
      expect(asJpeg.statusCode).toBe(415);
      expect(asJpeg.json().error.code).toBe("unsupported_media_type");
      const script = await upload("photo", "x.png", Buffer.from("<svg onload=alert(1)>"), "image/png");
      expect(script.statusCode).toBe(415);
      // A JPEG's first bytes with nothing readable after them.
      const broken = await upload(
        "photo",
        "broken.jpg",
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]),
        "image/jpeg",
      );
      expect(broken.statusCode).toBe(415);
    });

    it("a photo over the size limit is refused with 413", async () => {
      const big = Buffer.alloc(PHOTO_MAX_BYTES + 1024);
      (await photo(64, 64)).copy(big);
      const answer = await upload("photo", "huge.jpg", big, "image/jpeg");
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error.message).toBe("The photo can be at most 15 MB.");
    });

    it(
      "a photo of more pixels than the limit is refused with 413 before it is decoded",
      { timeout: 60_000 },
      async () => {
        const wide = await sharp({
          create: { width: 10_000, height: 6_100, channels: 3, background: { r: 40, g: 90, b: 160 } },
        })
          .png({ compressionLevel: 9 })
          .toBuffer();
        const answer = await upload("photo", "wide.png", wide, "image/png");
        expect(answer.statusCode).toBe(413);
      },
    );

    it("an upload without the photo field is a 400 naming it", async () => {
      const answer = await upload("file", "a.jpg", await photo(100, 100), "image/jpeg");
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toEqual({ photo: "Attach a photo (JPEG, PNG or WebP)." });
    });

    it("a news item may not name a photo that was never uploaded", async () => {
      const answer = await request("POST", contentPaths.collection("news"), {
        ...newItems.news,
        photos: [{ name: "upload-0000000000", alt: "A photo that is not there" }],
      });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().error.fields)).toEqual(["photos"]);
    });
  });

  describe("press-release PDFs", () => {
    const upload = (bytes: Buffer, fileName = "release.pdf") => {
      const { payload, contentType } = multipart("document", fileName, bytes, "application/pdf");
      return t.app.inject({
        method: "POST",
        url: contentPaths.documents,
        headers: { ...headers, "content-type": contentType },
        payload,
      });
    };

    it("a PDF is stored, served, and named by a press release", async () => {
      const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
      const answer = await upload(pdf, "New Hall Opening.pdf");
      expect(answer.statusCode, answer.body).toBe(201);
      const { href } = answer.json().document;
      expect(href).toMatch(/^\/assets\/documents\/new-hall-opening-[a-f0-9]{10}\.pdf$/);
      const served = await t.app.inject({ method: "GET", url: href });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(served.rawPayload.equals(pdf)).toBe(true);
      const release = await request("POST", contentPaths.collection("news"), {
        kind: "press-release",
        title: "A new hall for the recycling lines",
        date: "2026-11-20",
        pressRelease: href,
      });
      expect(release.statusCode, release.body).toBe(201);
    });

    it("anything but a PDF is refused with 415", async () => {
      expect((await upload(Buffer.from("PK\u0003\u0004 not a pdf"), "release.pdf")).statusCode).toBe(415);
    });
  });
});
