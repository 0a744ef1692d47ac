/**
 * The full-screen product slider of a product line (docs/spec.md §2 "Category browser", §9 timings).
 * It is a vertical scroll-snap list: without JavaScript it scrolls slide by slide and the dots and
 * the down arrow are plain #links, so every product is reachable. After hydration the wheel is
 * throttled (see wheel-throttle.ts), arrow keys, dots and the down arrow move one slide, and a
 * `#<Product>` deep link (or a product segment) selects its slide after 200 ms.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { LocaleLink } from "~/i18n/messages";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { Picture } from "~/components/picture/picture";
import type { PictureSet } from "~/components/picture/picture-data";
import type { ProductLine, ProductPage } from "#content/product-lines";
import type { CategoryPageMessages } from "~/i18n/messages/en";
import { slideId, startIndex } from "./slides";
import { createWheelThrottle } from "./wheel-throttle";
import "./category-slider.css";

const DEEP_LINK_DELAY_MS = 200;

interface CategorySliderProps {
  line: ProductLine | null;
  products: readonly ProductPage[];
  /** A product named by the path; a #fragment wins over it. */
  startAt: string | null;
  /** The pictures the page has; a slide without its picture shows text only. */
  pictures: PictureSet;
  /** The slider's words in another locale (the loader's); left out on English pages. */
  words?: SliderWords | undefined;
}

type SliderWords = Omit<CategoryPageMessages, "lead" | "machines" | "explore">;

export function CategorySlider({ line, products, startAt, pictures, words }: CategorySliderProps) {
  const title = line?.title ?? words?.allMachines ?? "All machines";
  if (products.length === 0) {
    return (
      <section className="category-slider category-slider--empty" aria-labelledby="category-slider-title">
        <h1 id="category-slider-title">{title}</h1>
        <p role="status">{words?.noProducts ?? "No products available"}</p>
        <p>
          <LocaleLink to="/PlasticRecycling">{words?.browseAll ?? "Browse all product lines"}</LocaleLink>
        </p>
      </section>
    );
  }
  return <Slider title={title} products={products} startAt={startAt} pictures={pictures} words={words} />;
}

interface SliderProps {
  title: string;
  products: readonly ProductPage[];
  startAt: string | null;
  pictures: PictureSet;
  words: SliderWords | undefined;
}

function Slider({ title, products, startAt, pictures, words }: SliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const target = useRef(0);
  const wheel = useRef(createWheelThrottle());
  const count = products.length;

  const goTo = useCallback(
    (next: number) => {
      const track = trackRef.current;
      const clamped = Math.max(0, Math.min(count - 1, next));
      if (!track) return;
      target.current = clamped;
      setIndex(clamped);
      const smooth = !window.matchMedia(reducedMotionQuery).matches;
      track.scrollTo({ top: clamped * track.clientHeight, behavior: smooth ? "smooth" : "instant" });
    },
    [count],
  );

  // Touch and scrollbar scrolling move the slider too: the slide in view is the current one.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let settle = 0;
    const onScroll = () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(() => {
        const current = Math.round(track.scrollTop / Math.max(1, track.clientHeight));
        target.current = current;
        setIndex(current);
      }, 120);
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(settle);
      track.removeEventListener("scroll", onScroll);
    };
  }, []);

  // The wheel is taken over (not passive) so that one flick moves exactly one slide.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch-zoom
      event.preventDefault();
      const direction = wheel.current.step(event.deltaY, performance.now());
      if (direction !== 0) goTo(target.current + direction);
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  }, [goTo]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (
        event.target instanceof HTMLElement &&
        event.target.closest("input, textarea, select, [contenteditable], dialog")
      )
        return;
      const moves: Record<string, number> = {
        ArrowDown: target.current + 1,
        PageDown: target.current + 1,
        ArrowUp: target.current - 1,
        PageUp: target.current - 1,
        Home: 0,
        End: count - 1,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      wheel.current.lock(performance.now());
      goTo(next);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count, goTo]);

  // Deep link: #<Product> or a product segment, selected once the page has settled.
  useEffect(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1)) || null;
    if (!fromHash && !startAt) return;
    const wanted = startIndex(products, fromHash ?? startAt);
    const timer = window.setTimeout(() => goTo(wanted), DEEP_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [products, startAt, goTo]);

  const onLink = (event: React.MouseEvent, next: number) => {
    event.preventDefault();
    // The click's own time, on the same clock as performance.now().
    wheel.current.lock(event.timeStamp);
    goTo(next);
  };

  const current = products[index];
  const next = index + 1 < count ? products[index + 1] : undefined;

  return (
    <section className="category-slider" aria-labelledby="category-slider-title">
      <div className="category-slider__bar">
        <h1 id="category-slider-title">{title}</h1>
        <p className="category-slider__count" aria-live="polite">
          {String(index + 1).padStart(2, "0")} / {String(count).padStart(2, "0")}
          <span className="visually-hidden">: {current?.name}</span>
        </p>
        <div
          className="category-slider__progress"
          role="progressbar"
          aria-label={words?.slide ?? "Slide"}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={index + 1}
        >
          <span style={{ "--progress": (index + 1) / count } as React.CSSProperties} />
        </div>
      </div>

      <div ref={viewportRef} className="category-slider__viewport">
        <div ref={trackRef} className="category-slider__track" tabIndex={-1}>
          {products.map((product, i) => (
            <article
              key={product.path}
              id={slideId(product)}
              className="category-slide"
              aria-labelledby={`${slideId(product)}-name`}
              data-current={i === index}
            >
              {pictures[product.image] ? (
                <Picture
                  name={product.image}
                  alt=""
                  sizes="(max-width: 768px) 100vw, 55vw"
                  priority={i === 0}
                  className="category-slide__image"
                />
              ) : (
                <div className="category-slide__image" />
              )}
              <div className="category-slide__text">
                <p className="category-slide__number">{String(i + 1).padStart(2, "0")}</p>
                <h2 id={`${slideId(product)}-name`}>{product.name}</h2>
                <p>{product.summary}</p>
                <LocaleLink to={`/${product.path}`} className="category-slide__link">
                  <span>{words?.viewMachine ?? "View machine"}</span>
                  <span className="visually-hidden">: {product.name}</span>
                  <span className="category-slide__arrow" aria-hidden="true" />
                </LocaleLink>
              </div>
            </article>
          ))}
        </div>

        <nav className="category-slider__dots" aria-label={words?.slides ?? "Slides"}>
          <ol>
            {products.map((product, i) => (
              <li key={product.path}>
                <a
                  href={`#${slideId(product)}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={(event) => onLink(event, i)}
                >
                  <span className="visually-hidden">{product.name}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {next ? (
          <a className="category-slider__down" href={`#${slideId(next)}`} onClick={(event) => onLink(event, index + 1)}>
            <span className="visually-hidden">
              {words ? `${words.nextMachine} ${next.name}` : <>Next machine: {next.name}</>}
            </span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
