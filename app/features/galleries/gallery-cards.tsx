/**
 * Galleries as flip cards (docs/spec.md §2): the front shows the first photograph and the title; hovering
 * or focusing turns the card to its place, caption and button. The button opens the gallery in
 * the lightbox (previous and next wrap around, arrow keys move, the close mark, a backdrop click
 * or Escape close it after the 300 ms animation, and focus returns to the button).
 */
import { useState } from "react";
import { Lightbox, type LightboxImage } from "~/components/lightbox/lightbox";
import { Picture, usePicture } from "~/components/picture/picture";
import { type PictureData, variantUrl } from "~/components/picture/picture-data";
import type { Gallery } from "#content/schema";
import "./galleries.css";

export function lightboxImage(picture: PictureData, alt: string, caption?: string): LightboxImage {
  return {
    src: variantUrl(picture, picture.widths.at(-1)!, picture.formats[0]!),
    alt,
    width: picture.width,
    height: picture.height,
    caption,
  };
}

function GalleryLightbox({ gallery, open, onClose }: { gallery: Gallery; open: boolean; onClose: () => void }) {
  // Each gallery's list is fixed, so the hooks run in the same order on every render.
  const pictures = gallery.images.map((image) => usePicture(image.src));
  const images = gallery.images.map((image, index) => lightboxImage(pictures[index]!, image.alt, image.alt));
  return <Lightbox title={gallery.title} images={images} openIndex={open ? 0 : null} onClose={onClose} />;
}

export function GalleryCards({ galleries, headingLevel = 3 }: { galleries: readonly Gallery[]; headingLevel?: 3 | 4 }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="gallery-cards">
      {galleries.map((gallery) => (
        <li key={gallery.slug} className="flip-card">
          <div className="flip-card__inner">
            <div className="flip-card__front">
              <Picture
                name={gallery.images[0]!.src}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 481px) 50vw, 100vw"
                cover
              />
              <Heading className="flip-card__title">{gallery.title}</Heading>
            </div>
            <div className="flip-card__back">
              <p className="flip-card__place">{gallery.place}</p>
              <p className="flip-card__caption">{gallery.caption}</p>
              <button
                type="button"
                className="button button--primary flip-card__open"
                onClick={() => setOpenSlug(gallery.slug)}
              >
                View {gallery.images.length} photos<span className="visually-hidden">: {gallery.title}</span>
              </button>
            </div>
          </div>
          <GalleryLightbox gallery={gallery} open={openSlug === gallery.slug} onClose={() => setOpenSlug(null)} />
        </li>
      ))}
    </ul>
  );
}
