/** How the company started: the founder's story beside the first workshop. */
import { Picture } from "~/components/picture/picture";
import "./about.css";

interface FounderStoryProps {
  heading: string;
  paragraphs: readonly string[];
  image: { name: string; alt: string };
}

export function FounderStory({ heading, paragraphs, image }: FounderStoryProps) {
  return (
    <section className="founder-story container" aria-labelledby="founder-title">
      <div className="founder-story__text">
        <h2 id="founder-title">{heading}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <Picture
        name={image.name}
        alt={image.alt}
        sizes="(min-width: 769px) 40vw, 100vw"
        className="founder-story__picture"
      />
    </section>
  );
}
