/** Corporate office and works: addresses with map links, phone numbers and the e-mail address. */
import { ExternalLink } from "~/components/external-link/external-link";
import { useMessages } from "~/i18n/messages";
import "./contact.css";

interface Place {
  title: string;
  lines: readonly string[];
  mapUrl: string;
}

interface ContactDetailsProps {
  places: readonly Place[];
  phones: readonly { label: string; display: string; tel: string }[];
  email: string;
}

export function ContactDetails({ places, phones, email }: ContactDetailsProps) {
  const t = useMessages();
  return (
    <section className="contact-details container" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("Reach us")}</h2>
      <div className="contact-details__grid">
        {places.map((place) => (
          <div key={place.title} className="contact-details__place">
            <h3>{place.title}</h3>
            <address>
              {place.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <ExternalLink href={place.mapUrl}>
              {t("View {place} on the map", { place: place.title.toLowerCase() })}
            </ExternalLink>
          </div>
        ))}
        <div className="contact-details__place">
          <h3>{t("Phone & e-mail")}</h3>
          <ul className="contact-details__list">
            {phones.map((phone) => (
              <li key={phone.tel}>
                <span className="contact-details__label">{phone.label}</span>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </li>
            ))}
            <li>
              <span className="contact-details__label">{t("E-mail")}</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
