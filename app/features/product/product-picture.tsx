/**
 * A product image by its media name. PLACEHOLDER until the media pipeline's <Picture> lands: it
 * draws a neutral 4:3 panel (a data: URI, so nothing 404s and nothing shifts) with the image's
 * alt text as its accessible name. Swap the body for <Picture name={name} …/> then.
 */
import type { ImageRef } from "../../../content/products/schema";

const WIDTH = 800;
const HEIGHT = 600;

export function placeholderSrc(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#123a63"/><stop offset="1" stop-color="#071d35"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>` +
    `<path d="M0 450H800M0 480H800" stroke="#1d4f82" stroke-width="2"/>` +
    `<rect x="120" y="300" width="560" height="150" rx="8" fill="none" stroke="#f5a524" stroke-width="3"/>` +
    `<text x="400" y="560" fill="#b3bdc7" font-family="sans-serif" font-size="22" text-anchor="middle">${name}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

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
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      data-image-name={image.name}
    />
  );
}
