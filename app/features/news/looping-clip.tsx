/**
 * A short muted clip that loops (the news article's two videos). The HTML carries its still as a
 * lazily loaded picture, the size the layout needs; once the page is hydrated and the still comes
 * near the screen, the video takes its place, with the very image the browser chose as its poster,
 * and plays while in view. Visitors who prefer reduced motion or ask to save data, and browsers
 * without script, keep the still. Before, each clip was a <video> whose 960 px poster every
 * visitor fetched at once, beside the page's banner, whether they scrolled to it or not.
 */
import { useEffect, useRef, useState } from "react";
import { Picture, usePicture } from "~/components/picture/picture";
import { type ClipData, variantUrl } from "~/components/picture/picture-data";
import { reducedMotionQuery } from "~/lib/breakpoints";

/** The clips sit two to a row in the article's half of the page on wide screens, the whole width on phones. */
const CLIP_SIZES = "(min-width: 769px) 25vw, 50vw";

function motionAllowed(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !saveData && !window.matchMedia(reducedMotionQuery).matches && "IntersectionObserver" in window;
}

function ClipVideo({
  clip,
  poster,
  size,
  label,
}: {
  clip: ClipData;
  poster: string;
  size: { width: number; height: number };
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, []);
  return (
    <video
      ref={ref}
      className="news-clip"
      muted
      loop
      playsInline
      preload="none"
      poster={poster}
      width={size.width}
      height={size.height}
      aria-label={label}
    >
      {clip.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}

export function LoopingClip({ clip, poster, label }: { clip: ClipData; poster: string; label: string }) {
  const still = usePicture(poster);
  const box = useRef<HTMLDivElement>(null);
  const [videoPoster, setVideoPoster] = useState<string | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || !motionAllowed()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const shown = element.querySelector("img")?.currentSrc;
        setVideoPoster(shown || variantUrl(still, still.fallbackWidth, "jpeg"));
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [still]);

  return (
    <div ref={box} className="news-clip-box">
      {videoPoster ? (
        <ClipVideo clip={clip} poster={videoPoster} size={still} label={label} />
      ) : (
        <Picture name={poster} alt={label} sizes={CLIP_SIZES} className="news-clip" />
      )}
    </div>
  );
}
