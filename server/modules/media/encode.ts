/**
 * The media pipeline's encoding: a picture at each of the site's widths up to its own, in WebP
 * (and AVIF for a photograph) plus one JPEG fallback, with its size and average colour; and how its
 * files are named. Used by the media build (scripts/media/build.ts) and by the photos staff upload through the
 * portal (server/modules/site-content/photo-worker.ts), so an uploaded photo is served exactly like
 * a built one.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";

export type Format = "avif" | "webp";

const SETTINGS = {
  widths: [480, 960, 1600],
  fallbackWidth: 960,
  // AVIF only for photographs: on the flat generated artwork it was no smaller than WebP at a
  // fast effort and many times slower to encode at a high one.
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true },
};

export function hashOf(...parts: (string | Buffer)[]): string {
  const h = createHash("sha256");
  for (const part of parts) h.update(part);
  return h.digest("hex").slice(0, 10);
}

export function variantFile(name: string, width: number, hash: string, format: Format | "jpeg"): string {
  return `${name}-${width}.${hash}.${format === "jpeg" ? "jpg" : format}`;
}

function widthsFor(sourceWidth: number): number[] {
  const widths = SETTINGS.widths.filter((w) => w < sourceWidth);
  widths.push(Math.min(sourceWidth, SETTINGS.widths.at(-1)!));
  return [...new Set(widths)];
}

/** One encoded file of a picture: a width in a format. */
export interface EncodedVariant {
  width: number;
  format: Format | "jpeg";
  data: Buffer;
}

export interface EncodedPicture {
  width: number;
  height: number;
  color: string;
  formats: Format[];
  widths: number[];
  fallbackWidth: number;
  variants: EncodedVariant[];
}

/** The hash that names a picture's files: its bytes, these settings and the libvips that encodes them. */
export function pictureHash(bytes: Buffer): string {
  return hashOf(bytes, JSON.stringify(SETTINGS), sharp.versions.vips ?? "");
}

/**
 * A picture at each of the site's widths up to its own, in WebP (and AVIF for a photograph), plus
 * the JPEG fallback, with its size and average colour. Shared by the media build and the photos
 * staff upload (server/modules/site-content/photo-worker.ts). `maxPixels` refuses a larger image
 * before it is decoded.
 */
export async function encodePicture(
  bytes: Buffer,
  { isSvg = false, maxPixels }: { isSvg?: boolean; maxPixels?: number } = {},
): Promise<EncodedPicture> {
  const limit = maxPixels === undefined ? {} : { limitInputPixels: maxPixels };
  const meta = await sharp(bytes, limit).metadata();
  if (!meta.width) throw new Error("cannot read the picture's width");
  // A photo taken sideways is stored sideways with an EXIF turn: its width is the other side.
  const sourceWidth = !isSvg && meta.orientation !== undefined && meta.orientation >= 5 ? meta.height : meta.width;
  const widths = widthsFor(sourceWidth ?? meta.width);
  const largest = widths.at(-1)!;
  // Render an SVG straight at the largest width; rasters are only ever scaled down.
  const density = isSvg ? Math.max(1, (72 * largest) / meta.width) : undefined;
  const master = await sharp(bytes, { ...limit, ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .removeAlpha()
    // Raw pixels, not a PNG: each variant below reads them without decoding (the same pixels,
    // so the same files; a PNG master cost the media build about 6 % of its time).
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { height, channels } = master.info;
  const pixels = () => sharp(master.data, { raw: { width: master.info.width, height, channels } });
  const fallbackWidth = widths.includes(SETTINGS.fallbackWidth) ? SETTINGS.fallbackWidth : largest;
  const formats: Format[] = isSvg ? ["webp"] : ["avif", "webp"];
  const jobs: Promise<EncodedVariant>[] = [];
  const encode = (width: number, format: Format | "jpeg") =>
    jobs.push(
      pixels()
        .resize({ width })
        .toFormat(format, SETTINGS[format])
        .toBuffer()
        .then((data) => ({ width, format, data })),
    );
  for (const w of widths) for (const format of formats) encode(w, format);
  encode(fallbackWidth, "jpeg");
  const [{ data: average }, ...variants] = await Promise.all([
    pixels().resize(1, 1, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true }),
    ...jobs,
  ]);
  const color = `#${[...average.subarray(0, 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  return { width: largest, height, color, formats, widths, fallbackWidth, variants };
}
