/** A tab's applications: a slideshow changing every 2.5 s beside the bullet points. */
import { Slideshow } from "~/components/slideshow/slideshow";
import { useMessages } from "~/i18n/messages";
import type { ImageRef } from "#content/products/schema";
import { ProductPicture } from "./product-picture";

const APPLICATIONS_INTERVAL_MS = 2500;

interface ApplicationsProps {
  title: string;
  images: readonly ImageRef[];
  points: readonly string[];
}

export function Applications({ title, images, points }: ApplicationsProps) {
  const t = useMessages();
  return (
    <section className="product-applications" aria-label={t("Applications: {title}", { title })}>
      <h2 className="product-applications__title">{t("Applications")}</h2>
      <div className="product-applications__body">
        <Slideshow
          label={t("Applications of the {title}", { title })}
          interval={APPLICATIONS_INTERVAL_MS}
          slides={images.map((image) => (
            <ProductPicture key={image.name} image={image} className="product-applications__image" />
          ))}
          className="product-applications__slideshow"
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
