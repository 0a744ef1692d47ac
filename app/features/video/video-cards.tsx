/**
 * Video cards (docs/spec.md §3 "Video card": videoTitle, videoThumbnail, videoUrl): each opens a modal
 * player with the autoplaying embed. Shared by the product pages and the news page.
 */
import { type ReactNode, useState } from "react";
import { Modal } from "~/components/modal/modal";
import { youtubeEmbedUrl } from "./embed-url";
import "./video-cards.css";

export interface VideoCardItem {
  title: string;
  url: string;
  /** The thumbnail picture, drawn by the page (it knows its media). */
  thumbnail: ReactNode;
}

export function VideoCards({ videos, heading = "Videos" }: { videos: readonly VideoCardItem[]; heading?: string }) {
  const [playing, setPlaying] = useState<VideoCardItem | null>(null);
  const [lastPlayed, setLastPlayed] = useState<VideoCardItem | null>(null);
  const shown = playing ?? lastPlayed;
  const embed = shown ? youtubeEmbedUrl(shown.url) : null;

  const play = (video: VideoCardItem) => {
    if (!youtubeEmbedUrl(video.url)) console.warn(`Not a playable video link: ${video.url}`);
    setLastPlayed(video);
    setPlaying(video);
  };

  return (
    <section className="video-cards" aria-labelledby="video-cards-heading">
      <h2 id="video-cards-heading">{heading}</h2>
      <ul className="video-cards__list">
        {videos.map((video) => (
          <li key={video.url}>
            <button type="button" className="video-card" onClick={() => play(video)}>
              <span className="video-card__thumbnail">
                {video.thumbnail}
                <span className="video-card__play" aria-hidden="true" />
              </span>
              <span className="video-card__title">
                <span className="visually-hidden">Play video: </span>
                {video.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={shown?.title ?? "Video"}
        className="video-modal"
      >
        {/* The frame leaves with the modal's content, so the video stops when it closes. */}
        {playing && embed ? (
          <div className="video-modal__frame">
            <iframe
              src={embed}
              title={playing.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : playing ? (
          <p>Sorry, this video cannot be played here.</p>
        ) : null}
      </Modal>
    </section>
  );
}
