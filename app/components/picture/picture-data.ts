/**
 * What a page needs to know of one picture from the media build (scripts/media/build.ts), and
 * how its file names are formed. The names carry a hash of the source, so they are cached for a
 * year; the build and this file must agree on the scheme (scripts/media/build.test.ts checks it).
 */
export type PictureFormat = "avif" | "webp";

export interface PictureData {
  name: string;
  hash: string;
  /** Intrinsic size of the largest variant: the page reserves the box before the file arrives. */
  width: number;
  height: number;
  /** Average colour, painted behind the picture while it loads. */
  color: string;
  formats: readonly PictureFormat[];
  widths: readonly number[];
  fallbackWidth: number;
}

/** Pictures a page uses, by name: the route's loader picks them out of the manifest. */
export type PictureSet = Readonly<Record<string, PictureData>>;

export interface ClipData {
  sources: readonly { src: string; type: string; bytes: number }[];
}

const MEDIA_URL_PREFIX = "/assets/media";

export function variantUrl(picture: PictureData, width: number, format: PictureFormat | "jpeg"): string {
  const ext = format === "jpeg" ? "jpg" : format;
  return `${MEDIA_URL_PREFIX}/${picture.name}-${width}.${picture.hash}.${ext}`;
}

export function srcSet(picture: PictureData, format: PictureFormat): string {
  return picture.widths.map((w) => `${variantUrl(picture, w, format)} ${w}w`).join(", ");
}
