/**
 * Fades a block in once, the first time at least 10% of it is within 50px of the viewport
 * (docs/spec.md §4, §9: 1000 ms, ease-in-out). The prerendered HTML shows everything; after hydration
 * only blocks still below the fold are hidden to wait for their turn, so nothing the visitor has
 * already seen disappears. With prefers-reduced-motion nothing is hidden or animated.
 */
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import { reducedMotionQuery } from "~/lib/breakpoints";
import "./reveal.css";

type Phase = "visible" | "waiting" | "revealing";

interface RevealProps {
  children: ReactNode;
  as?: "div" | "section" | "article" | "li" | "figure";
  className?: string;
}

export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_ROOT_MARGIN = "50px";

export function Reveal({ children, as: Tag = "div", className }: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  // A callback ref fits whichever element `as` names.
  const attach = useCallback((node: HTMLElement | null) => {
    ref.current = node;
  }, []);
  const [phase, setPhase] = useState<Phase>("visible");

  // A layout effect, so a block below the fold is hidden before the first paint after hydration.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia(reducedMotionQuery).matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setPhase("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase("revealing");
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = className ? `reveal ${className}` : "reveal";
  return (
    <Tag ref={attach} className={classes} data-reveal={phase}>
      {children}
    </Tag>
  );
}
