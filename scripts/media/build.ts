// Build step for pictures and clips: content/media/ -> .generated/public/assets/media/ and
// .generated/media-manifest.json (the "media" step of scripts/build/steps.ts).
//
// Every picture becomes WebP at each width up to its own (no upscaling), photographs AVIF as well,
// plus one JPEG fallback (docs/decisions/ has the measurements behind this); file names carry a
// hash of the source and of these settings, so the server can cache them for a year and an
// unchanged picture is never encoded twice. A photograph dropped in as <name>.jpg/.png/.webp/.avif
// replaces the generated <name>.svg. Clips in content/media/video/ are copied under hashed names.
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pMap from "p-map";
import { encodePicture, type Format, hashOf, pictureHash, variantFile } from "#server/modules/media/encode";

export interface MediaDirs {
  sourceDir: string;
  outputDir: string;
  manifestPath: string;
}

interface MediaEntry {
  source: string;
  hash: string;
  width: number;
  height: number;
  color: string;
  formats: Format[];
  widths: number[];
  fallbackWidth: number;
}

interface MediaManifest {
  urlPrefix: string;
  images: Record<string, MediaEntry>;
  videos: Record<string, { sources: { src: string; type: string; bytes: number }[] }>;
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const DEFAULT_MEDIA_DIRS: MediaDirs = {
  sourceDir: path.join(root, "content/media"),
  outputDir: path.join(root, ".generated/public/assets/media"),
  manifestPath: path.join(root, ".generated/media-manifest.json"),
};
const URL_PREFIX = "/assets/media";

// When both exist, a photograph wins over generated artwork; among photographs, the least lossy.
const PRIORITY = [".png", ".jpg", ".jpeg", ".webp", ".avif", ".svg"];
const VIDEO_TYPES: Record<string, string> = { ".webm": "video/webm", ".mp4": "video/mp4" };

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Picks one source per base name, photographs first. */
async function findSources(dir: string): Promise<[name: string, file: string][]> {
  const files = (await readdir(dir)).filter((f) => PRIORITY.includes(path.extname(f).toLowerCase()));
  const byName = new Map<string, string>();
  for (const file of files) {
    const ext = path.extname(file).toLowerCase();
    const name = path.basename(file, path.extname(file));
    const current = byName.get(name);
    if (!current || PRIORITY.indexOf(ext) < PRIORITY.indexOf(path.extname(current).toLowerCase()))
      byName.set(name, file);
  }
  return [...byName.entries()].sort(([a], [b]) => a.localeCompare(b));
}

async function buildPicture(
  { sourceDir, outputDir }: MediaDirs,
  name: string,
  file: string,
  previous: MediaManifest | undefined,
): Promise<{ entry: MediaEntry; encoded: number }> {
  const bytes = await readFile(path.join(sourceDir, file));
  const hash = pictureHash(bytes);
  const prior = previous?.images?.[name];
  if (prior?.hash === hash) {
    const all = prior.widths.flatMap((w) => prior.formats.map((f) => variantFile(name, w, hash, f)));
    all.push(variantFile(name, prior.fallbackWidth, hash, "jpeg"));
    if ((await Promise.all(all.map((f) => exists(path.join(outputDir, f))))).every(Boolean))
      return { entry: prior, encoded: 0 };
  }
  const { variants, ...picture } = await encodePicture(bytes, { isSvg: file.toLowerCase().endsWith(".svg") });
  await Promise.all(
    variants.map((variant) =>
      writeFile(path.join(outputDir, variantFile(name, variant.width, hash, variant.format)), variant.data),
    ),
  );
  return { entry: { source: file, hash, ...picture }, encoded: variants.length };
}

async function buildClips({ sourceDir, outputDir }: MediaDirs): Promise<MediaManifest["videos"]> {
  const dir = path.join(sourceDir, "video");
  if (!(await exists(dir))) return {};
  const clips: MediaManifest["videos"] = {};
  for (const file of (await readdir(dir)).sort()) {
    const ext = path.extname(file).toLowerCase();
    const type = VIDEO_TYPES[ext];
    if (!type) continue;
    const name = path.basename(file, ext);
    const bytes = await readFile(path.join(dir, file));
    const hash = hashOf(bytes);
    const out = `${name}.${hash}${ext}`;
    if (!(await exists(path.join(outputDir, out)))) await copyFile(path.join(dir, file), path.join(outputDir, out));
    clips[name] ??= { sources: [] };
    clips[name].sources.push({ src: `${URL_PREFIX}/${out}`, type, bytes: bytes.length });
  }
  // WebM first: smaller, and browsers take the first source they can play.
  for (const clip of Object.values(clips))
    clip.sources.sort((a, b) => (a.type === "video/webm" ? -1 : b.type === "video/webm" ? 1 : 0));
  return clips;
}

/** Builds every picture and clip; `dirs` are for tests. Returns the manifest and what it did. */
export async function buildMedia(overrides: Partial<MediaDirs> = {}): Promise<{
  manifest: MediaManifest;
  pictures: number;
  encoded: number;
  stale: number;
}> {
  const dirs = { ...DEFAULT_MEDIA_DIRS, ...overrides };
  const { outputDir, manifestPath } = dirs;
  await mkdir(outputDir, { recursive: true });
  await mkdir(path.dirname(manifestPath), { recursive: true });
  const previous = await readFile(manifestPath, "utf8").then(
    (text) => JSON.parse(text) as MediaManifest,
    () => undefined,
  );
  const sources = await findSources(dirs.sourceDir);
  let encoded = 0;
  // sharp encodes on its own threads; two pictures at a time keep them busy without a pile-up.
  const built = await pMap(
    sources,
    async ([name, file]) => {
      const result = await buildPicture(dirs, name, file, previous);
      encoded += result.encoded;
      return [name, result.entry] as const;
    },
    { concurrency: Math.max(1, Math.min(2, availableParallelism())) },
  );
  const manifest: MediaManifest = {
    urlPrefix: URL_PREFIX,
    images: Object.fromEntries(built),
    videos: await buildClips(dirs),
  };
  // Remove outputs no picture refers to any more (old hashes, deleted pictures).
  const keep = new Set<string>();
  for (const [name, e] of Object.entries(manifest.images)) {
    for (const w of e.widths) for (const f of e.formats) keep.add(variantFile(name, w, e.hash, f));
    keep.add(variantFile(name, e.fallbackWidth, e.hash, "jpeg"));
  }
  for (const clip of Object.values(manifest.videos)) for (const s of clip.sources) keep.add(path.basename(s.src));
  const stale = (await readdir(outputDir)).filter((f) => !keep.has(f));
  await Promise.all(stale.map((f) => rm(path.join(outputDir, f))));
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 1)}\n`);
  return { manifest, pictures: sources.length, encoded, stale: stale.length };
}
