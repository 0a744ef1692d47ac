/**
 * The looping background clip over the hero's poster. It is not in the prerendered HTML: it is
 * added only once the page has loaded and the browser is idle, and never for visitors who prefer
 * reduced motion or ask to save data. It fades in over the poster once it actually plays.
 */
import { useEffect, useRef, useState } from "react";
import type { ClipData } from "~/components/picture/picture-data";
import { reducedMotionQuery } from "~/lib/breakpoints";

interface NetworkInformation {
  saveData?: boolean;
}

function backgroundVideoAllowed(win: Window): boolean {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !win.matchMedia(reducedMotionQuery).matches && connection?.saveData !== true;
}

/** Calls `start` after the load event, when the main thread is idle. Returns a cancel function. */
function afterPageIsUsable(start: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short timeout after load stands in for it.
    idleHandle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

export function HeroVideo({ clip }: { clip: ClipData }) {
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!backgroundVideoAllowed(window)) return;
    const cancel = afterPageIsUsable(() => setWanted(true));
    // Turning on reduced motion while the clip runs removes it.
    const query = window.matchMedia(reducedMotionQuery);
    const onChange = () => query.matches && setWanted(false);
    query.addEventListener("change", onChange);
    return () => {
      cancel();
      query.removeEventListener("change", onChange);
    };
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only after mount; autoplay policies look at it.
    element.muted = true;
    element.play().catch(() => setWanted(false));
  }, [wanted]);

  if (!wanted) return null;
  return (
    <video
      ref={video}
      className="home-hero__video"
      data-playing={playing}
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
    >
      {clip.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
