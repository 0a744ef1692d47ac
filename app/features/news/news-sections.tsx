/** The news page's smaller blocks: awards, the magazine viewer, photo cards and press releases. */
import { Picture } from "~/components/picture/picture";
import { Slideshow, type SlideshowWords } from "~/components/slideshow/slideshow";
import { useMessages } from "~/i18n/messages";
import type { PictureRef } from "#content/schema";
import "./news.css";

interface AwardCard {
  title: string;
  presentedBy: string;
  citation: string;
  image: PictureRef;
}

export function AwardsGallery({ awards }: { awards: readonly AwardCard[] }) {
  const t = useMessages();
  return (
    <section className="news-awards container" aria-labelledby="awards-title">
      <h2 id="awards-title">{t("Awards")}</h2>
      <ul className="news-awards__list">
        {awards.map((award) => (
          <li key={award.title} className="news-awards__item">
            <Picture
              name={award.image.name}
              alt={award.image.alt}
              sizes="(min-width: 769px) 220px, 40vw"
              className="news-awards__picture"
            />
            <div>
              <h3>{award.title}</h3>
              <p className="news-awards__by">{award.presentedBy}</p>
              <p>{award.citation}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface MagazineViewerProps {
  covers: readonly PictureRef[];
  /** The slideshow's words in the page's language, from the loader. */
  words: SlideshowWords;
}

export function MagazineViewer({ covers, words }: MagazineViewerProps) {
  const t = useMessages();
  return (
    <section className="news-magazine" aria-labelledby="magazine-title">
      <h2 id="magazine-title">{t("JP News, our customer magazine")}</h2>
      <Slideshow
        label={t("Magazine covers")}
        className="news-magazine__viewer"
        words={words}
        slides={covers.map((cover) => (
          <Picture key={cover.name} name={cover.name} alt={cover.alt} sizes="(min-width: 769px) 360px, 80vw" />
        ))}
      />
    </section>
  );
}

export function PhotoCards({ cards }: { cards: readonly { image: PictureRef; caption: string }[] }) {
  const t = useMessages();
  return (
    <section className="news-photos" aria-labelledby="photos-title">
      <h2 id="photos-title">{t("From the works")}</h2>
      <div className="news-photos__grid">
        {cards.map((card) => (
          <figure key={card.image.name} className="news-photos__card">
            <Picture name={card.image.name} alt={card.image.alt} sizes="(min-width: 769px) 30vw, 100vw" />
            <figcaption>{card.caption}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

export function PressReleases({ items }: { items: readonly { title: string; link: string; dateText: string }[] }) {
  const t = useMessages();
  return (
    <section className="news-press container" aria-labelledby="press-title">
      <h2 id="press-title">{t("Press releases")}</h2>
      <ul className="news-press__list">
        {items.map((item) => (
          <li key={item.link}>
            <a href={item.link} target="_blank" rel="noopener" className="news-press__link" type="application/pdf">
              <span className="news-press__title">{item.title}</span>
              <span className="news-press__meta">{t("Press release · {date} · PDF", { date: item.dateText })}</span>
              <span className="visually-hidden">{t("(opens in a new tab)")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
