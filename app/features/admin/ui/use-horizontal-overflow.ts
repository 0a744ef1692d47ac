/**
 * Whether a box that scrolls sideways has more to show to its left and to its right, kept current as
 * it is scrolled or resized, so the page can say so (a table wider than the window).
 */
import { type RefObject, useEffect, useState } from "react";

interface HorizontalOverflow {
  start: boolean;
  end: boolean;
}

/** A table a few pixels too wide hides only its last cell's padding: that does not count as more to show. */
const SLACK_PX = 8;

export function useHorizontalOverflow(box: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ start: false, end: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const start = hidden > SLACK_PX && element.scrollLeft > SLACK_PX;
      const end = hidden > SLACK_PX && element.scrollLeft < hidden - SLACK_PX;
      setOverflow((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    // Observing both the box and what it holds catches a narrower window and a wider table alike;
    // the observer reports once at the start, which gives the first measurement.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [box]);

  return overflow;
}
