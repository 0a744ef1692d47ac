import { mkdtemp, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { variantUrl } from "~/components/picture/picture-data";
import { buildMedia, type MediaDirs } from "./build";

const svg = (w: number, h: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`;

describe("media build", () => {
  let dir: string;
  let dirs: MediaDirs;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "media-"));
    dirs = {
      sourceDir: path.join(dir, "src"),
      outputDir: path.join(dir, "out"),
      manifestPath: path.join(dir, "manifest.json"),
    };
    await mkdir(path.join(dirs.sourceDir, "video"), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("emits WebP at each width up to the picture's own, a JPEG fallback, size and colour", async () => {
    await writeFile(path.join(dirs.sourceDir, "hall.svg"), svg(1200, 600, "#0b2a4a"));
    const { manifest } = await buildMedia(dirs);
    const hall = manifest.images.hall!;
    expect(hall).toMatchObject({
      width: 1200,
      height: 600,
      widths: [480, 960, 1200],
      formats: ["webp"],
      fallbackWidth: 960,
    });
    expect(hall.color).toBe("#0b2a4a");
    const files = await readdir(dirs.outputDir);
    for (const w of hall.widths)
      expect(files).toContain(path.basename(variantUrl({ name: "hall", ...hall }, w, "webp")));
    expect(files).toContain(path.basename(variantUrl({ name: "hall", ...hall }, 960, "jpeg")));
    const meta = await sharp(path.join(dirs.outputDir, `hall-480.${hall.hash}.webp`)).metadata();
    expect([meta.width, meta.height]).toEqual([480, 240]);
  });

  it("lets a photograph dropped in with the same name replace the artwork, in AVIF too", async () => {
    await writeFile(path.join(dirs.sourceDir, "booth.svg"), svg(1600, 1000, "#123a63"));
    await sharp({ create: { width: 800, height: 500, channels: 3, background: "#f5a524" } })
      .jpeg()
      .toFile(path.join(dirs.sourceDir, "booth.jpg"));
    const { manifest } = await buildMedia(dirs);
    expect(manifest.images.booth).toMatchObject({
      source: "booth.jpg",
      width: 800,
      height: 500,
      formats: ["avif", "webp"],
    });
  });

  it("encodes nothing again when no source changed, and drops outputs of a changed one", async () => {
    await writeFile(path.join(dirs.sourceDir, "loom.svg"), svg(960, 720, "#37414c"));
    const first = await buildMedia(dirs);
    expect(first.encoded).toBeGreaterThan(0);
    const again = await buildMedia(dirs);
    expect(again.encoded).toBe(0);
    expect(again.manifest.images.loom!.hash).toBe(first.manifest.images.loom!.hash);

    await writeFile(path.join(dirs.sourceDir, "loom.svg"), svg(960, 720, "#e9edf1"));
    const changed = await buildMedia(dirs);
    expect(changed.manifest.images.loom!.hash).not.toBe(first.manifest.images.loom!.hash);
    const files = await readdir(dirs.outputDir);
    expect(files.some((f) => f.includes(first.manifest.images.loom!.hash))).toBe(false);
  });

  it("copies clips under hashed names, WebM first", async () => {
    await writeFile(path.join(dirs.sourceDir, "video", "hero.mp4"), "mp4 bytes");
    await writeFile(path.join(dirs.sourceDir, "video", "hero.webm"), "webm bytes");
    const { manifest } = await buildMedia(dirs);
    const types = manifest.videos.hero!.sources.map((s) => s.type);
    expect(types).toEqual(["video/webm", "video/mp4"]);
    expect(manifest.videos.hero!.sources[0]!.src).toMatch(/^\/assets\/media\/hero\.[0-9a-f]{10}\.webm$/);
  });
});
