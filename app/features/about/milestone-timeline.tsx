/** The company history as a timeline: each milestone year with its picture, text and optional film. */
import { ExternalLink } from "~/components/external-link/external-link";
import { Picture } from "~/components/picture/picture";
import { Reveal } from "~/components/reveal/reveal";
import type { Milestone } from "#content/schema";
import "./about.css";

export function MilestoneTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <div className="container">
        <h2 id="timeline-title">Milestones</h2>
        <ol className="timeline__list">
          {milestones.map((m) => (
            <Reveal as="li" key={m.year} className="timeline__item">
              <p className="timeline__year">{m.year}</p>
              <div className="timeline__card">
                <Picture name={m.image} alt={m.imageAlt} sizes="(min-width: 769px) 38vw, 100vw" />
                <div className="timeline__body">
                  <h3>{m.title}</h3>
                  <p>{m.description}</p>
                  {m.videoLink ? (
                    <p>
                      <ExternalLink href={m.videoLink}>Watch the film of {m.year}</ExternalLink>
                    </p>
                  ) : null}
                </div>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
