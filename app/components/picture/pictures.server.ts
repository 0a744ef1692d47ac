/**
 * Build-time access to the media manifest (.generated/media-manifest.json, written by
 * scripts/media/build.ts). Route loaders call picturesFor(...) with the content they render;
 * every string in it that names a picture is picked out, so a page carries only its own pictures.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ClipData, PictureData, PictureSet } from "./picture-data";

interface Manifest {
  images: Record<string, Omit<PictureData, "name">>;
  videos: Record<string, ClipData>;
}

const MANIFEST_PATH = path.resolve(".generated/media-manifest.json");
/** Read again when the file changes: `npm run dev` regenerates it while the dev server runs. */
let cached: { manifest: Manifest; modified: number } | undefined;

function load(): Manifest {
  try {
    const modified = statSync(MANIFEST_PATH).mtimeMs;
    if (cached?.modified !== modified)
      cached = { manifest: JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as Manifest, modified };
    return cached.manifest;
  } catch (cause) {
    throw new Error(
      `No media manifest at ${MANIFEST_PATH}: run \`npm run build -- media\` (npm run build and npm run dev do).`,
      { cause },
    );
  }
}

function collectNames(value: unknown, names: Set<string>, images: Manifest["images"]): void {
  if (typeof value === "string") {
    if (Object.hasOwn(images, value)) names.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNames(item, names, images);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collectNames(item, names, images);
  }
}

/** The pictures named anywhere in the given values (picture names, or content holding them). */
export function picturesFor(...values: unknown[]): PictureSet {
  const { images } = load();
  const names = new Set<string>();
  collectNames(values, names, images);
  return Object.fromEntries(
    [...names].sort().map((name) => {
      const { hash, width, height, color, formats, widths, fallbackWidth } = images[name]!;
      return [name, { name, hash, width, height, color, formats, widths, fallbackWidth }];
    }),
  );
}

/** A background clip's sources, smallest format first. */
export function clipFor(name: string): ClipData {
  const clip = load().videos[name];
  if (!clip) throw new Error(`No clip "${name}" in content/media/video/.`);
  return clip;
}
