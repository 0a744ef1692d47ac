/**
 * The corporate film: a thumbnail that opens the film in a new tab (docs/spec.md §1), its title
 * fading in. The loader picks the address (filmLink): the company's YouTube upload once it is
 * confirmed, and until then the clip the site serves itself, which the browser plays on its own.
 */
import { Picture } from "~/components/picture/picture";
import { useMessages } from "~/i18n/messages";
import "./corporate-film.css";

interface CorporateFilmProps {
  videoTitle: string;
  videoThumbnail: string;
  description: string;
  link: { href: string; youtube: boolean };
}

export function CorporateFilm({ videoTitle, videoThumbnail, description, link }: CorporateFilmProps) {
  const t = useMessages();
  return (
    <section className="corporate-film container" aria-labelledby="corporate-film-title">
      <h2 id="corporate-film-title" className="visually-hidden">
        {t("Corporate film")}
      </h2>
      <a className="corporate-film__link" href={link.href} target="_blank" rel="noopener noreferrer">
        <Picture name={videoThumbnail} alt="" sizes="(min-width: 1200px) 1152px, 100vw" />
        <span className="corporate-film__play" aria-hidden="true" />
        <span className="corporate-film__caption">
          <span className="corporate-film__title">{videoTitle}</span>
          <span className="corporate-film__description">{description}</span>
          <span className="visually-hidden">
            {link.youtube ? t("(opens YouTube in a new tab)") : t("(opens the film in a new tab)")}
          </span>
        </span>
      </a>
    </section>
  );
}
