/** The company history as a timeline: each milestone year with its picture, text and optional film. */
import { useState } from "react";
import { useMessages } from "~/i18n/messages";
import { Picture } from "~/components/picture/picture";
import { Reveal } from "~/components/reveal/reveal";
import { type Film, VideoModal } from "~/widgets/video/video-modal";
import type { Milestone } from "#content/schema";
import "./about.css";

interface MilestoneTimelineProps {
  milestones: readonly Milestone[];
  /** The films of the milestones that have one, by year, with their clips resolved by the loader. */
  films: Readonly<Record<number, Film>>;
}

export function MilestoneTimeline({ milestones, films }: MilestoneTimelineProps) {
  const [playing, setPlaying] = useState<Film | null>(null);
  const t = useMessages();
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <div className="container">
        <h2 id="timeline-title">{t("Milestones")}</h2>
        <ol className="timeline__list">
          {milestones.map((m) => {
            const film = films[m.year];
            return (
              <Reveal as="li" key={m.year} className="timeline__item">
                <p className="timeline__year">{m.year}</p>
                <div className="timeline__card">
                  <Picture name={m.image} alt={m.imageAlt} sizes="(min-width: 769px) 38vw, 100vw" />
                  <div className="timeline__body">
                    <h3>{m.title}</h3>
                    <p>{m.description}</p>
                    {film ? (
                      <p>
                        <button type="button" className="timeline__film" onClick={() => setPlaying(film)}>
                          {t("Watch the film")}
                          <span className="visually-hidden">: {film.title}</span>
                        </button>
                      </p>
                    ) : null}
                  </div>
                </div>
              </Reveal>
            );
          })}
        </ol>
      </div>
      <VideoModal film={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
