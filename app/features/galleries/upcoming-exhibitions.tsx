/**
 * Where to meet us next: the map of venues (which enlarges in the image overlay, docs/spec.md §4) and the
 * same shows as text, with venue, city and dates.
 */
import { useState } from "react";
import { Lightbox, type LightboxWords } from "~/components/lightbox/lightbox";
import { Picture, usePicture } from "~/components/picture/picture";
import type { UpcomingExhibition } from "#content/schema";
import { lightboxImage } from "./gallery-cards";
import "./galleries.css";

interface UpcomingExhibitionsProps {
  /** Each show with its dates already written out (the loader does it, so server and browser agree). */
  shows: readonly (UpcomingExhibition & { dates: string })[];
  map: { name: string; alt: string };
  /** The section's words in the page's language, from the loader. */
  words: LightboxWords & { meetUsNext: string; enlargeMap: string; mapTitle: string };
}

export function UpcomingExhibitions({ shows, map, words }: UpcomingExhibitionsProps) {
  const [enlarged, setEnlarged] = useState(false);
  const mapPicture = usePicture(map.name);
  return (
    <section className="upcoming container" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">{words.meetUsNext}</h2>
      <div className="upcoming__grid">
        <button type="button" className="upcoming__map" onClick={() => setEnlarged(true)}>
          <Picture name={map.name} alt={map.alt} sizes="(min-width: 1024px) 60vw, 100vw" />
          <span className="upcoming__enlarge">{words.enlargeMap}</span>
        </button>
        <ol className="upcoming__list">
          {shows.map((show) => (
            <li key={show.name} className="upcoming__show">
              <h3>{show.name}</h3>
              <p className="upcoming__dates">
                <time dateTime={show.startDate}>{show.dates}</time>
              </p>
              <p>
                {show.venue}, {show.city}, {show.country}
              </p>
              {show.stand ? <p className="upcoming__stand">{show.stand}</p> : null}
            </li>
          ))}
        </ol>
      </div>
      <Lightbox
        title={words.mapTitle}
        images={[lightboxImage(mapPicture, map.alt)]}
        openIndex={enlarged ? 0 : null}
        onClose={() => setEnlarged(false)}
        words={words}
      />
    </section>
  );
}
