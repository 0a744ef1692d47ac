// Every video the site shows is either a clip the site serves itself or a YouTube upload the
// company has confirmed: a film is named only by its `clip` (content/media/video/) and an optional
// `youtubeId` (content/schema.ts, filmFields). A video link written anywhere else in the content or
// the code fails here, as do the made-up IDs that once left every player saying "Video unavailable".
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// Every content module but the schemas, which describe the fields instead of filling them.
const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./**/schema.ts"], {
  eager: true,
});

/** A video address: a video service's watch, embed or short link, or a video file. */
const VIDEO_REFERENCE =
  /youtu\.be\/[\w-]{4,}|youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/|live\/|v\/)[\w-]{4,}|vimeo\.com\/(?:video\/)?\d+|dailymotion\.com\/video\/|\.(?:mp4|webm|mov|m4v|m3u8)\b/i;

interface FoundFilm {
  where: string;
  clip?: unknown;
  youtubeId?: unknown;
}

/** Walks a value: films (objects with a clip or a YouTube ID), and strings that address a video. */
function walk(value: unknown, where: string, films: FoundFilm[], references: string[]): void {
  if (typeof value === "string") {
    if (VIDEO_REFERENCE.test(value)) references.push(`${where}: ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${where}[${index}]`, films, references));
  } else if (value && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const record = value as Record<string, unknown>;
    if ("clip" in record || "youtubeId" in record)
      films.push({ where, clip: record.clip, youtubeId: record.youtubeId });
    for (const [key, item] of Object.entries(record)) walk(item, `${where}.${key}`, films, references);
  }
}

const films: FoundFilm[] = [];
const references: string[] = [];
for (const [file, exports] of Object.entries(contentModules)) walk(exports, file, films, references);

const servedClip = (name: string) =>
  [".webm", ".mp4"].every((ext) => existsSync(path.join(root, "content/media/video", `${name}${ext}`)));

/** The films docs/content/figures-to-confirm.md lists as waiting for the company's YouTube ID. */
function filmsWaitingInDoc(): string[] {
  const doc = readFileSync(path.join(root, "docs/content/figures-to-confirm.md"), "utf8");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Films waiting for their YouTube IDs"));
  return [...(section ?? "").matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

describe("videos on the site", () => {
  it("finds the films: the corporate film, the news and product cards, the milestones", () => {
    expect(films.length).toBeGreaterThanOrEqual(11);
  });

  it("names every film by a clip the site serves, in both formats", () => {
    const missing = films.filter((f) => typeof f.clip !== "string" || !servedClip(f.clip));
    expect(missing.map((f) => `${f.where}: clip ${String(f.clip)}`)).toEqual([]);
  });

  it("takes a YouTube upload only as a confirmed 11-character ID beside the film's own clip", () => {
    const bad = films.filter((f) => f.youtubeId !== undefined && !/^[A-Za-z0-9_-]{11}$/.test(String(f.youtubeId)));
    expect(bad.map((f) => `${f.where}: ${String(f.youtubeId)}`)).toEqual([]);
  });

  it("writes no video address anywhere in the content: no link, embed or file outside a film's fields", () => {
    expect(references).toEqual([]);
  });

  it("writes no video address in the pages' or the build's code", () => {
    const found = [...sourceFiles("app"), ...sourceFiles("scripts")].flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (VIDEO_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    // The media tools render clips and map them by their extension: the only video files in code.
    expect(found.filter((line) => !line.startsWith("scripts/media/"))).toEqual([]);
  });

  it("lists in docs/content/figures-to-confirm.md exactly the films still playing the site's clip", () => {
    const waiting = [...new Set(films.filter((f) => !f.youtubeId).map((f) => String(f.clip)))].sort();
    expect(filmsWaitingInDoc().sort()).toEqual(waiting);
  });

  it("recognises the addresses it must refuse", () => {
    for (const link of [
      "https://youtu.be/Tx3pL8vQe2M",
      "https://www.youtube.com/watch?v=jpTapeOven02",
      "https://www.youtube-nocookie.com/embed/Jp7xQ2r9LkA?autoplay=1",
      "https://vimeo.com/76979871",
      "/films/tour.mp4",
    ])
      expect(VIDEO_REFERENCE.test(link), link).toBe(true);
    expect(VIDEO_REFERENCE.test("https://www.youtube.com/@jpextrusionsystems")).toBe(false);
    expect(VIDEO_REFERENCE.test("https://www.youtube-nocookie.com/embed/${id}?autoplay=1")).toBe(false);
  });
});
