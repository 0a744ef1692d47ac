/**
 * The video modal (docs/spec.md §4): a film's confirmed YouTube upload as the autoplaying embed, or
 * else the clip the site serves itself, in the same frame. Nothing of the film loads before the
 * visitor opens it: the page carries only the clip's addresses, and the <video> or <iframe> exists
 * only while the modal is open, so closing it stops the film. A film that will not play is logged.
 */
import { useState } from "react";
import { Modal } from "~/components/modal/modal";
import { usePicture } from "~/components/picture/picture";
import { type ClipData, variantUrl } from "~/components/picture/picture-data";
import { youtubeEmbedUrl } from "./embed-url";
import "./video-cards.css";

export interface Film {
  title: string;
  /** The page's picture shown until the clip plays: the card's thumbnail. */
  poster: string;
  /** The site's own clip (content/media/video/), played until a YouTube ID is confirmed. */
  clip: ClipData;
  youtubeId?: string;
}

function SiteClip({ film }: { film: Film }) {
  const poster = usePicture(film.poster);
  const failed = () => console.warn(`The clip of "${film.title}" could not be played.`);
  return (
    <video
      className="video-modal__clip"
      controls
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={variantUrl(poster, poster.fallbackWidth, "jpeg")}
      aria-label={film.title}
    >
      {film.clip.sources.map((source, index, all) => (
        <source
          key={source.src}
          src={source.src}
          type={source.type}
          // The browser tries each source in turn; the last one failing means none will play.
          onError={index === all.length - 1 ? failed : undefined}
        />
      ))}
    </video>
  );
}

function FilmFrame({ film }: { film: Film }) {
  const embed = film.youtubeId ? youtubeEmbedUrl(film.youtubeId) : null;
  if (film.youtubeId && !embed) console.warn(`Not a YouTube video ID: ${film.youtubeId}; playing the site's clip.`);
  return (
    <div className="video-modal__frame">
      {embed ? (
        <iframe
          src={embed}
          title={film.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <SiteClip film={film} />
      )}
    </div>
  );
}

/** `film` set opens the modal on it; null closes it (the title stays through the closing animation). */
export function VideoModal({ film, onClose }: { film: Film | null; onClose: () => void }) {
  const [lastFilm, setLastFilm] = useState(film);
  if (film && film !== lastFilm) setLastFilm(film);
  const shown = film ?? lastFilm;
  return (
    <Modal open={film !== null} onClose={onClose} title={shown?.title ?? "Video"} className="video-modal">
      {film ? <FilmFrame film={film} /> : null}
    </Modal>
  );
}
