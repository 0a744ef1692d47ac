/** A tab's applications: a slideshow changing every 2.5 s beside the bullet points. */
import { Slideshow } from "~/components/slideshow/slideshow";
import type { MachinePageMessages } from "~/i18n/messages/en";
import type { ImageRef } from "#content/products/schema";
import { ProductPicture } from "./product-picture";

const APPLICATIONS_INTERVAL_MS = 2500;

interface ApplicationsProps {
  title: string;
  images: readonly ImageRef[];
  points: readonly string[];
  words: MachinePageMessages;
}

export function Applications({ title, images, points, words }: ApplicationsProps) {
  return (
    <section className="product-applications" aria-label={words.applicationsOf.replace("{title}", title)}>
      <h2 className="product-applications__title">{words.applications}</h2>
      <div className="product-applications__body">
        <Slideshow
          label={words.applicationsSlides.replace("{title}", title)}
          interval={APPLICATIONS_INTERVAL_MS}
          slides={images.map((image) => (
            <ProductPicture key={image.name} image={image} className="product-applications__image" />
          ))}
          className="product-applications__slideshow"
          words={words}
        />
        <ul className="product-applications__points">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
