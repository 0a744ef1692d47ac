/**
 * Video cards (docs/spec.md §3 "Video card": videoTitle, videoThumbnail, and the film): each opens
 * the video modal, which plays the company's confirmed YouTube upload or else the site's own clip.
 * Shared by the product pages and the news page.
 */
import { type ReactNode, useState } from "react";
import { useMessages } from "~/i18n/messages";
import { type Film, VideoModal } from "./video-modal";
import "./video-cards.css";

export interface VideoCardItem {
  film: Film;
  /** The thumbnail picture, drawn by the page (it knows its media). */
  thumbnail: ReactNode;
}

export function VideoCards({ videos, heading }: { videos: readonly VideoCardItem[]; heading?: string }) {
  const [playing, setPlaying] = useState<Film | null>(null);
  const t = useMessages();
  return (
    <section className="video-cards" aria-labelledby="video-cards-heading">
      <h2 id="video-cards-heading">{heading ?? t("Videos")}</h2>
      <ul className="video-cards__list">
        {videos.map((video) => (
          <li key={video.film.title}>
            <button type="button" className="video-card" onClick={() => setPlaying(video.film)}>
              <span className="video-card__thumbnail">
                {video.thumbnail}
                <span className="video-card__play" aria-hidden="true" />
              </span>
              <span className="video-card__title">
                <span className="visually-hidden">{t("Play video:")} </span>
                {video.film.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <VideoModal film={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
