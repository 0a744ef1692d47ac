/** The network list: the works, the offices in India and the two overseas offices. */
import { ExternalLink } from "~/components/external-link/external-link";
import { useMessages } from "~/i18n/messages";
import type { Office } from "#content/schema";
import "./contact.css";

export function OfficeNetwork({
  offices,
  mapUrls,
}: {
  offices: readonly Office[];
  mapUrls: Readonly<Record<string, string>>;
}) {
  const t = useMessages();
  return (
    <section className="office-network" aria-labelledby="office-network-title">
      <div className="container">
        <h2 id="office-network-title">{t("Our network")}</h2>
        <p className="office-network__intro">
          {t("Branch offices across India and our own people in Russia and Vietnam.")}
        </p>
        <ul className="office-network__list">
          {offices.map((office) => (
            <li key={office.slug} className="office-network__office">
              <h3>{office.region}</h3>
              <p className="office-network__kind">{office.kind}</p>
              <address>
                {office.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              {office.contactPerson ? <p className="office-network__person">{office.contactPerson}</p> : null}
              <p className="office-network__links">
                {office.phones.map((phone) => (
                  <a key={phone.tel} href={`tel:${phone.tel}`}>
                    {phone.display}
                  </a>
                ))}
                <a href={`mailto:${office.email}`}>{office.email}</a>
                <ExternalLink href={mapUrls[office.slug]}>
                  {t("Map")}
                  <span className="visually-hidden">: {office.region}</span>
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
