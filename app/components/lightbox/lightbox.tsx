/**
 * Full-size images in a <Modal>, with previous and next that wrap around (docs/spec.md §2 "Galleries",
 * §4 "Lightbox"). Moves are locked for 300 ms after each one, so a burst of clicks or key
 * presses steps one image at a time instead of skipping past several.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Modal } from "~/components/modal/modal";
import type { MachinePageMessages } from "~/i18n/messages/en";
import { wrapIndex } from "~/lib/wrap-index";
import "./lightbox.css";

export const LIGHTBOX_TRANSITION_MS = 300;

export interface LightboxImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  caption?: string;
}

export type LightboxWords = Pick<MachinePageMessages, "previousImage" | "nextImage">;

interface LightboxProps {
  /** Names the dialog, e.g. "PLASTINDIA 2018". */
  title: string;
  images: readonly LightboxImage[];
  /** The image to show, or null while the lightbox is closed. */
  openIndex: number | null;
  onClose: () => void;
  /** Its steps' labels in the page's language, from the page's loader (decision 074); its close mark is the modal's. */
  words: LightboxWords;
}

export function Lightbox({ title, images, openIndex, onClose, words }: LightboxProps) {
  const count = images.length;
  const [index, setIndex] = useState(openIndex ?? 0);
  const [requestedIndex, setRequestedIndex] = useState(openIndex);
  const locked = useRef(false);

  // Opening on another image starts there; adjusting during render avoids a frame of the old one.
  if (openIndex !== requestedIndex) {
    setRequestedIndex(openIndex);
    if (openIndex !== null) setIndex(wrapIndex(openIndex, count));
  }

  const step = useCallback(
    (delta: number) => {
      if (locked.current) return;
      locked.current = true;
      window.setTimeout(() => {
        locked.current = false;
      }, LIGHTBOX_TRANSITION_MS);
      setIndex((current) => wrapIndex(current + delta, count));
    },
    [count],
  );

  const open = openIndex !== null && count > 0;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") step(-1);
      else if (event.key === "ArrowRight") step(1);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, step]);

  const image = images[index];
  return (
    <Modal open={open} onClose={onClose} title={title} titleHidden className="lightbox">
      {image ? (
        <figure className="lightbox__figure">
          <img
            key={image.src}
            className="lightbox__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
          <figcaption className="lightbox__caption">
            <span aria-live="polite" className="lightbox__counter">
              {index + 1} / {count}
            </span>
            {image.caption ? <span>{image.caption}</span> : null}
          </figcaption>
        </figure>
      ) : null}
      {count > 1 ? (
        <div className="lightbox__controls">
          <button type="button" className="lightbox__step lightbox__step--prev" onClick={() => step(-1)}>
            <span className="visually-hidden">{words.previousImage}</span>
          </button>
          <button type="button" className="lightbox__step lightbox__step--next" onClick={() => step(1)}>
            <span className="visually-hidden">{words.nextImage}</span>
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
