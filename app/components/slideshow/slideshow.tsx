/**
 * Slides that advance on their own every `interval` ms (docs/spec.md §9: product images 3 s, applications
 * 2.5 s), after the WAI-ARIA carousel pattern: a stop/start button first, previous/next and one
 * dot per slide, rotation paused while the pointer is over it or focus is inside it, and no
 * rotation at all for visitors who prefer reduced motion. Every slide is in the HTML.
 */
import { type FocusEvent, type PointerEvent, type ReactNode, useEffect, useState } from "react";
import { useMediaQuery } from "~/hooks/use-media-query";
import type { MachinePageMessages } from "~/i18n/messages/en";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { wrapIndex } from "~/lib/wrap-index";
import "./slideshow.css";

export type SlideshowWords = Pick<
  MachinePageMessages,
  "stopSlideshow" | "startSlideshow" | "previousSlide" | "showSlide" | "nextSlide" | "slidePosition"
>;

interface SlideshowProps {
  /** Names the carousel, e.g. "Bag conversion line". */
  label: string;
  slides: readonly ReactNode[];
  interval?: number;
  className?: string;
  /** The slides' names and the controls' labels in the page's language, from its loader (decisions 068, 074). */
  words: SlideshowWords;
}

export function Slideshow({ label, slides, interval = 3000, className, words }: SlideshowProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduceMotion = useMediaQuery(reducedMotionQuery);
  const canRotate = count > 1 && !reduceMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, count]);

  const onPointer = (event: PointerEvent, over: boolean) => {
    if (event.pointerType === "mouse") setHovered(over);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={className ? `slideshow ${className}` : "slideshow"}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* While it rotates, announcing every change would drown out everything else. */}
      <div className="slideshow__slides" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            // Slides are a fixed list given by the page; their position is their identity.
            key={i}
            className="slideshow__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={words.slidePosition.replace("{number}", String(i + 1)).replace("{count}", String(count))}
            data-active={i === index}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="slideshow__controls">
          {canRotate ? (
            <button
              type="button"
              className="slideshow__rotation"
              data-stopped={stopped}
              onClick={() => setStopped((value) => !value)}
            >
              <span className="visually-hidden">{stopped ? words.startSlideshow : words.stopSlideshow}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="slideshow__step slideshow__step--prev"
            onClick={() => setIndex((current) => wrapIndex(current - 1, count))}
          >
            <span className="visually-hidden">{words.previousSlide}</span>
          </button>
          <div className="slideshow__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="slideshow__dot"
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <span className="visually-hidden">
                  {words.showSlide} {i + 1}
                </span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className="slideshow__step slideshow__step--next"
            onClick={() => setIndex((current) => wrapIndex(current + 1, count))}
          >
            <span className="visually-hidden">{words.nextSlide}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
