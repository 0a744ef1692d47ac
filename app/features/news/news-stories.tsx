/**
 * The news stories, newest first: each with its topic and date, headline, summary, the body's first
 * paragraph, its looping clips and picture; Read More opens the whole article (its rich text, with
 * the quote and the media contact the editor wrote into it).
 */
import { useState } from "react";
import { useMessages } from "~/i18n/messages";
import { Modal } from "~/components/modal/modal";
import { Picture } from "~/components/picture/picture";
import type { ClipData } from "~/components/picture/picture-data";
import type { PhotoRef } from "#contracts/collections/fields";
import { LoopingClip } from "./looping-clip";
import "./news.css";

export interface NewsStory {
  slug: string;
  date: string;
  dateText: string;
  topic?: string;
  headline: string;
  summary: string;
  /** The body's first paragraph as plain text. */
  lead: string;
  /** The body as cleaned HTML (server/modules/site-content/rich-text.ts). */
  body: string;
  image: PhotoRef;
  clips: readonly { name: string; poster: string; label: string }[];
}

function Story({ story, clips }: { story: NewsStory; clips: Readonly<Record<string, ClipData>> }) {
  const [reading, setReading] = useState(false);
  const t = useMessages();
  const titleId = `${story.slug}-title`;
  return (
    <section className="news-feature container" aria-labelledby={titleId}>
      <p className="news-feature__kicker">
        {story.topic ? `${story.topic} · ` : null}
        <time dateTime={story.date}>{story.dateText}</time>
      </p>
      <h2 id={titleId}>{story.headline}</h2>
      <div className="news-feature__grid">
        <div className="news-feature__text">
          <p className="news-feature__summary">{story.summary}</p>
          <p>{story.lead}</p>
          <button type="button" className="button button--primary" onClick={() => setReading(true)}>
            {t("Read More")}
            <span className="visually-hidden">: {story.headline}</span>
          </button>
        </div>
        <div className="news-feature__media">
          {story.clips.map((clip) => (
            <LoopingClip key={clip.name} clip={clips[clip.name]!} poster={clip.poster} label={clip.label} />
          ))}
          <Picture
            name={story.image.name}
            alt={story.image.alt}
            sizes="(min-width: 769px) 50vw, 100vw"
            className="news-feature__picture"
          />
        </div>
      </div>
      <Modal open={reading} onClose={() => setReading(false)} title={story.headline} className="news-article">
        <p className="news-article__date">
          <time dateTime={story.date}>{story.dateText}</time>
        </p>
        <div className="news-article__body" dangerouslySetInnerHTML={{ __html: story.body }} />
      </Modal>
    </section>
  );
}

export function NewsStories({
  stories,
  clips,
}: {
  stories: readonly NewsStory[];
  clips: Readonly<Record<string, ClipData>>;
}) {
  return stories.map((story) => <Story key={story.slug} story={story} clips={clips} />);
}
