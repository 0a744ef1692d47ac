/** The corporate film: a thumbnail that opens the film on YouTube in a new tab; its title fades in. */
import { Picture } from "~/components/picture/picture";
import "./corporate-film.css";

interface CorporateFilmProps {
  videoTitle: string;
  videoUrl: string;
  videoThumbnail: string;
  description: string;
}

export function CorporateFilm({ videoTitle, videoUrl, videoThumbnail, description }: CorporateFilmProps) {
  return (
    <section className="corporate-film container" aria-labelledby="corporate-film-title">
      <h2 id="corporate-film-title" className="visually-hidden">
        Corporate film
      </h2>
      <a className="corporate-film__link" href={videoUrl} target="_blank" rel="noopener noreferrer">
        <Picture name={videoThumbnail} alt="" sizes="(min-width: 1200px) 1152px, 100vw" />
        <span className="corporate-film__play" aria-hidden="true" />
        <span className="corporate-film__caption">
          <span className="corporate-film__title">{videoTitle}</span>
          <span className="corporate-film__description">{description}</span>
          <span className="visually-hidden">(opens YouTube in a new tab)</span>
        </span>
      </a>
    </section>
  );
}
