/**
 * Galleries as flip cards (docs/spec.md §2): the front shows the first photograph and the title; hovering
 * or focusing turns the card to its place, caption and button. A click or tap anywhere on the card
 * opens the gallery in the lightbox (previous and next wrap around, arrow keys move, the close
 * mark, a backdrop click or Escape close it after the 300 ms animation). The button on the back is
 * the card's one keyboard stop, and focus returns to it when the gallery closes.
 */
import { type MouseEvent, useState } from "react";
import { Lightbox, type LightboxImage, type LightboxWords } from "~/components/lightbox/lightbox";
import { Picture, usePictures } from "~/components/picture/picture";
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

interface GalleryLightboxProps {
  gallery: Gallery;
  open: boolean;
  onClose: () => void;
  words: LightboxWords;
}

function GalleryLightbox({ gallery, open, onClose, words }: GalleryLightboxProps) {
  const pictures = usePictures(gallery.images.map((image) => image.src));
  const images = gallery.images.map((image, index) => lightboxImage(pictures[index]!, image.alt, image.alt));
  return <Lightbox title={gallery.title} images={images} openIndex={open ? 0 : null} onClose={onClose} words={words} />;
}

interface GalleryCardsProps {
  galleries: readonly Gallery[];
  headingLevel?: 3 | 4;
  /** The cards' and the lightbox's words in the page's language, from the loader. */
  words: LightboxWords & { viewPhotos: string };
}

export function GalleryCards({ galleries, headingLevel = 3, words }: GalleryCardsProps) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;

  // The whole card is the pointer's target; the keyboard has the button (one tab stop, nothing
  // nested). A click on the button bubbles here too. Selecting the caption's text does not open.
  const openFromCard = (event: MouseEvent<HTMLDivElement>, slug: string) => {
    if (window.getSelection()?.toString()) return;
    const button = event.currentTarget.querySelector<HTMLButtonElement>(".flip-card__open");
    // Focus the button first, so the lightbox gives focus back to it when it closes.
    if (button && document.activeElement !== button) button.focus({ preventScroll: true });
    setOpenSlug(slug);
  };

  return (
    <ul className="gallery-cards">
      {galleries.map((gallery) => (
        <li key={gallery.slug} className="flip-card">
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut to the button inside, which keyboards use */}
          <div className="flip-card__inner" onClick={(event) => openFromCard(event, gallery.slug)}>
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
              <button type="button" className="button button--primary flip-card__open">
                {words.viewPhotos.replace("{count}", String(gallery.images.length))}
                <span className="visually-hidden">: {gallery.title}</span>
              </button>
            </div>
          </div>
          <GalleryLightbox
            gallery={gallery}
            open={openSlug === gallery.slug}
            onClose={() => setOpenSlug(null)}
            words={words}
          />
        </li>
      ))}
    </ul>
  );
}
