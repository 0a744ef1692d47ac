// Every picture and clip the content names must exist in content/media/, or a page would ship a gap.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as awards from "./awards";
import * as events from "./events";
import * as exhibitions from "./exhibitions";
import * as milestones from "./milestones";
import * as news from "./news";
import { productContents } from "./products/index";
import * as site from "./site";
import * as videos from "./videos";

const mediaDir = path.join(import.meta.dirname, "media");
const PICTURE_EXTENSIONS = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];
const PICTURE_KEYS = new Set(["image", "src", "videoThumbnail", "poster"]);

/** Picture names in content: values of picture-holding keys, and { name, alt } references. */
function pictureNames(value: unknown, found = new Set<string>(), key = ""): Set<string> {
  if (typeof value === "string") {
    if (PICTURE_KEYS.has(key)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) pictureNames(item, found, key);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string" && typeof record.alt === "string") found.add(record.name);
    for (const [k, v] of Object.entries(record)) pictureNames(v, found, k);
  }
  return found;
}

const sources = new Set(
  readdirSync(mediaDir)
    .filter((f) => PICTURE_EXTENSIONS.includes(path.extname(f).toLowerCase()))
    .map((f) => path.basename(f, path.extname(f))),
);

describe("media for the content", () => {
  const content = { awards, events, exhibitions, milestones, news, site, videos, products: productContents };

  it("has a picture in content/media/ for every picture the content names", () => {
    const names = pictureNames(content);
    expect(names.size).toBeGreaterThan(150);
    expect([...names].filter((name) => !sources.has(name))).toEqual([]);
  });

  it("has both formats of the background and news clips (films: content/videos.test.ts)", () => {
    const clips = [site.home.hero.backgroundClip, ...news.partnershipAnnouncement.clips.map((c) => c.name)];
    for (const clip of clips) {
      for (const ext of [".webm", ".mp4"])
        expect(existsSync(path.join(mediaDir, "video", `${clip}${ext}`)), `${clip}${ext}`).toBe(true);
    }
  });
});
