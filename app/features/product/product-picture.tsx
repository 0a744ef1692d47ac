/** A product image by its media name, at the widths of the product layout. */
import { Picture } from "~/components/picture/picture";
import type { ImageRef } from "#content/products/schema";

/** Half the container on desktop, the full width on phones and tablets. */
const HALF_WIDTH = "(max-width: 768px) 100vw, 600px";

interface ProductPictureProps {
  image: ImageRef;
  className?: string;
  sizes?: string;
  /** The first image of a page is its largest paint: load it at once. */
  priority?: boolean;
  /** Fill the box the parent sets (e.g. a 16:9 video card) and crop. */
  cover?: boolean;
}

export function ProductPicture({
  image,
  className,
  sizes = HALF_WIDTH,
  priority = false,
  cover = false,
}: ProductPictureProps) {
  return (
    <Picture name={image.name} alt={image.alt} sizes={sizes} priority={priority} cover={cover} className={className} />
  );
}
