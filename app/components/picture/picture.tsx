/**
 * <Picture name="home-hero" alt="…" sizes="100vw" />: one picture from the media build as AVIF
 * (photographs) and WebP sources at every width, a JPEG fallback, and the intrinsic width and
 * height so nothing shifts while it loads. The route's loader supplies the pictures of the page
 * (`picturesFor` in pictures.server.ts) and the page wraps itself in <PictureProvider>.
 */
import { createContext, type ReactNode, useContext } from "react";
import { type PictureData, type PictureSet, srcSet, variantUrl } from "./picture-data";
import "./picture.css";

const PictureContext = createContext<PictureSet>({});

export function PictureProvider({ pictures, children }: { pictures: PictureSet; children: ReactNode }) {
  const outer = useContext(PictureContext);
  return <PictureContext.Provider value={{ ...outer, ...pictures }}>{children}</PictureContext.Provider>;
}

export function usePicture(name: string): PictureData {
  return pictureIn(useContext(PictureContext), name);
}

/** Several pictures at once, for a list (hooks cannot be called in a loop). */
export function usePictures(names: readonly string[]): PictureData[] {
  const pictures = useContext(PictureContext);
  return names.map((name) => pictureIn(pictures, name));
}

function pictureIn(pictures: PictureSet, name: string): PictureData {
  const picture = pictures[name];
  if (!picture) {
    // Thrown while prerendering, so a missing picture fails the build instead of shipping a gap.
    throw new Error(
      `Picture "${name}" is not in this page's pictures: return it from the route loader with picturesFor().`,
    );
  }
  return picture;
}

interface PictureProps {
  name: string;
  /** Empty for a purely decorative picture. */
  alt: string;
  /** Rendered width per breakpoint, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The page's largest paint: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Fill the parent box (which sets the size) and crop, instead of keeping proportions. */
  cover?: boolean;
  className?: string;
}

export function Picture({ name, alt, sizes, priority = false, cover = false, className }: PictureProps) {
  const picture = usePicture(name);
  const classes = ["picture", cover ? "picture--cover" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <picture className={classes}>
      {picture.formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(picture, format)} sizes={sizes} />
      ))}
      <img
        className="picture__img"
        src={variantUrl(picture, picture.fallbackWidth, "jpeg")}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={{ backgroundColor: picture.color }}
        data-picture={name}
      />
    </picture>
  );
}
