/**
 * What the build made that content items may name: the pictures and clips of the media build
 * (.generated/media-manifest.json, the same file the prerender reads) and the press-release PDFs
 * it printed (.generated/public/press/). Read again when the manifest changes.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { PublishedPhoto } from "#contracts/collections/published";

interface Manifest {
  images: Record<string, Omit<PublishedPhoto, "name">>;
  videos: Record<string, unknown>;
}

export interface BuiltMedia {
  picture(name: string): PublishedPhoto | undefined;
  hasClip(name: string): boolean;
  /** A file the build put at this path of the site, e.g. /press/assembly-hall-2017.pdf. */
  hasFile(sitePath: string): boolean;
}

export function builtMedia(generatedDir: string): BuiltMedia {
  const manifestPath = path.join(generatedDir, "media-manifest.json");
  let cached: { manifest: Manifest; modified: number } | undefined;
  const manifest = (): Manifest => {
    let modified: number;
    try {
      modified = statSync(manifestPath).mtimeMs;
    } catch {
      return { images: {}, videos: {} };
    }
    if (cached?.modified !== modified)
      cached = { manifest: JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest, modified };
    return cached.manifest;
  };
  return {
    picture(name) {
      const image = manifest().images[name];
      if (!image) return undefined;
      const { hash, width, height, color, formats, widths, fallbackWidth } = image;
      return { name, hash, width, height, color, formats, widths, fallbackWidth };
    },
    hasClip: (name) => Object.hasOwn(manifest().videos, name),
    hasFile: (sitePath) =>
      /^\/[A-Za-z0-9._/-]+$/.test(sitePath) &&
      !sitePath.includes("..") &&
      existsSync(path.join(generatedDir, "public", sitePath)),
  };
}
