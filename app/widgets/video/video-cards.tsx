/**
 * Video cards (docs/spec.md §3 "Video card": videoTitle, videoThumbnail, and the film): each opens
 * the video modal, which plays the company's confirmed YouTube upload or else the site's own clip.
 * Shared by the product pages and the news page.
 */
import { type ReactNode, useState } from "react";
import type { MachinePageMessages } from "~/i18n/messages/en";
import { type Film, VideoModal } from "./video-modal";
import "./video-cards.css";

export interface VideoCardItem {
  film: Film;
  /** The thumbnail picture, drawn by the page (it knows its media). */
  thumbnail: ReactNode;
}

type VideoCardsWords = Pick<MachinePageMessages, "videos" | "playVideo">;

interface VideoCardsProps {
  videos: readonly VideoCardItem[];
  /** The heading and the cards' labels in the page's language, from its loader (decisions 068, 074). */
  words: VideoCardsWords;
}

export function VideoCards({ videos, words }: VideoCardsProps) {
  const [playing, setPlaying] = useState<Film | null>(null);
  return (
    <section className="video-cards" aria-labelledby="video-cards-heading">
      <h2 id="video-cards-heading">{words.videos}</h2>
      <ul className="video-cards__list">
        {videos.map((video) => (
          <li key={video.film.title}>
            <button type="button" className="video-card" onClick={() => setPlaying(video.film)}>
              <span className="video-card__thumbnail">
                {video.thumbnail}
                <span className="video-card__play" aria-hidden="true" />
              </span>
              <span className="video-card__title">
                <span className="visually-hidden">{words.playVideo} </span>
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
