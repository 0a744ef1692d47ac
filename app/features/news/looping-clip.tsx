/**
 * A short muted clip that loops (the news article's two videos). The HTML carries the video with
 * its poster and size; it plays once hydrated and in view, and never for visitors who prefer
 * reduced motion or ask to save data: they keep the still.
 */
import { useEffect, useRef } from "react";
import { usePicture } from "~/components/picture/picture";
import { type ClipData, variantUrl } from "~/components/picture/picture-data";
import { reducedMotionQuery } from "~/lib/breakpoints";

export function LoopingClip({ clip, poster, label }: { clip: ClipData; poster: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const still = usePicture(poster);

  useEffect(() => {
    const video = ref.current;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (!video || saveData || window.matchMedia(reducedMotionQuery).matches || !("IntersectionObserver" in window))
      return;
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
      poster={variantUrl(still, still.fallbackWidth, "jpeg")}
      width={still.width}
      height={still.height}
      aria-label={label}
    >
      {clip.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
