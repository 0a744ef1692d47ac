/** The block bottom valve sack partnership: summary, two clips and a picture; Read More opens the article. */
import { useState } from "react";
import { Modal } from "~/components/modal/modal";
import { Picture } from "~/components/picture/picture";
import type { ClipData } from "~/components/picture/picture-data";
import type { NewsArticle } from "#content/schema";
import { LoopingClip } from "./looping-clip";
import "./news.css";

interface PartnershipAnnouncementProps {
  article: NewsArticle;
  dateText: string;
  clips: Readonly<Record<string, ClipData>>;
}

export function PartnershipAnnouncement({ article, dateText, clips }: PartnershipAnnouncementProps) {
  const [reading, setReading] = useState(false);
  return (
    <section className="news-feature container" aria-labelledby="news-feature-title">
      <p className="news-feature__kicker">
        Partnership · <time dateTime={article.date}>{dateText}</time>
      </p>
      <h2 id="news-feature-title">{article.headline}</h2>
      <div className="news-feature__grid">
        <div className="news-feature__text">
          <p className="news-feature__summary">{article.summary}</p>
          <p>{article.body[0]}</p>
          <button type="button" className="button button--primary" onClick={() => setReading(true)}>
            Read More<span className="visually-hidden">: {article.headline}</span>
          </button>
        </div>
        <div className="news-feature__media">
          {article.clips.map((clip) => (
            <LoopingClip key={clip.name} clip={clips[clip.name]!} poster={clip.poster} label={clip.label} />
          ))}
          <Picture
            name={article.image.name}
            alt={article.image.alt}
            sizes="(min-width: 769px) 50vw, 100vw"
            className="news-feature__picture"
          />
        </div>
      </div>
      <Modal open={reading} onClose={() => setReading(false)} title={article.headline} className="news-article">
        <p className="news-article__date">
          <time dateTime={article.date}>{dateText}</time>
        </p>
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <blockquote className="news-article__quote">
          <p>“{article.quote.text}”</p>
          <footer>{article.quote.name ? `${article.quote.name}, ${article.quote.role}` : article.quote.role}</footer>
        </blockquote>
        <div className="news-article__contact">
          <h3>Media contact</h3>
          <p>{article.contact.name ? `${article.contact.name}, ${article.contact.role}` : article.contact.role}</p>
          <p>
            <a href={`tel:${article.contact.phone.tel}`}>{article.contact.phone.display}</a>
            {" · "}
            <a href={`mailto:${article.contact.email}`}>{article.contact.email}</a>
          </p>
        </div>
      </Modal>
    </section>
  );
}
