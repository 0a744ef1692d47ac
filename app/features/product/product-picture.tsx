/**
 * A product image by its media name. PLACEHOLDER until the media pipeline's <Picture> lands
 * (app/lib/placeholder-image.ts); swap the body for <Picture name={image.name} …/> then.
 */
import { PLACEHOLDER_HEIGHT, PLACEHOLDER_WIDTH, placeholderSrc } from "~/lib/placeholder-image";
import type { ImageRef } from "../../../content/products/schema";

interface ProductPictureProps {
  image: ImageRef;
  className?: string;
  /** The first image of a page is its largest paint: load it at once. */
  priority?: boolean;
}

export function ProductPicture({ image, className, priority = false }: ProductPictureProps) {
  return (
    <img
      className={className}
      src={placeholderSrc(image.name)}
      alt={image.alt}
      width={PLACEHOLDER_WIDTH}
      height={PLACEHOLDER_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      data-image-name={image.name}
    />
  );
}
