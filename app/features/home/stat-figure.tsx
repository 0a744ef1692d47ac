/**
 * One export figure ("44+"). The prerendered HTML states the final figure; after hydration, a
 * figure still below the fold counts up from zero when it scrolls into view. Screen readers and
 * visitors who prefer reduced motion only ever get the final figure.
 */
import { useEffect, useRef, useState } from "react";
import { reducedMotionQuery } from "~/lib/breakpoints";

const COUNT_UP_MS = 1600;

export function StatFigure({ value, suffix }: { value: number; suffix: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(reducedMotionQuery).matches || !("IntersectionObserver" in window)) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return; // already seen: leave it
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const started = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - started) / COUNT_UP_MS);
          setShown(Math.round(value * (1 - (1 - t) ** 3)));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span className="home-stats__figure">
      <span aria-hidden="true" ref={ref}>{`${shown}${suffix}`}</span>
      <span className="visually-hidden">{`${value}${suffix}`}</span>
    </span>
  );
}
