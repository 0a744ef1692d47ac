/**
 * The corporate film: a thumbnail whose title fades in. With the company's confirmed YouTube upload
 * it opens the film there in a new tab (docs/spec.md §1); until then it plays the site's own clip
 * in the video modal, which loads nothing before the visitor asks for it.
 */
import { type ReactNode, useState } from "react";
import { Picture } from "~/components/picture/picture";
import { youtubeWatchUrl } from "~/features/video/embed-url";
import { type Film, VideoModal } from "~/features/video/video-modal";
import "./corporate-film.css";

interface CorporateFilmProps {
  videoTitle: string;
  videoThumbnail: string;
  description: string;
  film: Film;
}

export function CorporateFilm({ videoTitle, videoThumbnail, description, film }: CorporateFilmProps) {
  const [playing, setPlaying] = useState(false);
  const watchUrl = film.youtubeId ? youtubeWatchUrl(film.youtubeId) : null;
  const face = (note: string): ReactNode => (
    <>
      <Picture name={videoThumbnail} alt="" sizes="(min-width: 1200px) 1152px, 100vw" />
      <span className="corporate-film__play" aria-hidden="true" />
      <span className="corporate-film__caption">
        <span className="corporate-film__title">{videoTitle}</span>
        <span className="corporate-film__description">{description}</span>
        <span className="visually-hidden">{note}</span>
      </span>
    </>
  );
  return (
    <section className="corporate-film container" aria-labelledby="corporate-film-title">
      <h2 id="corporate-film-title" className="visually-hidden">
        Corporate film
      </h2>
      {watchUrl ? (
        <a className="corporate-film__link" href={watchUrl} target="_blank" rel="noopener noreferrer">
          {face("(opens YouTube in a new tab)")}
        </a>
      ) : (
        <>
          <button type="button" className="corporate-film__link" onClick={() => setPlaying(true)}>
            {face("(plays the film)")}
          </button>
          <VideoModal film={playing ? film : null} onClose={() => setPlaying(false)} />
        </>
      )}
    </section>
  );
}
