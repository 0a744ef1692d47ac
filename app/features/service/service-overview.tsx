/** Spares and services: what we do after a line starts up, beside a bench of genuine parts. */
import { Picture } from "~/components/picture/picture";
import { useMessages } from "~/i18n/messages";
import "./service.css";

interface ServiceOverviewProps {
  paragraphs: readonly string[];
  offers: readonly string[];
  image: { name: string; alt: string };
}

export function ServiceOverview({ paragraphs, offers, image }: ServiceOverviewProps) {
  const t = useMessages();
  return (
    <section className="service-overview container" aria-labelledby="service-title">
      <div className="service-overview__text">
        <h2 id="service-title">{t("Service for the life of your line")}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h3>{t("What we offer")}</h3>
        <ul className="service-overview__offers">
          {offers.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
      </div>
      <Picture
        name={image.name}
        alt={image.alt}
        sizes="(min-width: 769px) 40vw, 100vw"
        className="service-overview__picture"
      />
    </section>
  );
}
