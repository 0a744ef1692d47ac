/** The footer of every public page except /PlasticRecycling: group companies, addresses, contacts, links. */
import { Link } from "react-router";
import { company, mapLink } from "#content/company";
import { PRIVACY_PATH } from "#content/privacy-links";
import { PageTextProvider, useLocalePath, useMessages } from "~/i18n/messages";
import { localizedNavigation } from "~/lib/navigation";
import { ExternalLink } from "~/components/external-link/external-link";
import "./site-footer.css";

const offices = [
  { id: "footer-office", ...company.corporateOffice },
  { id: "footer-works", ...company.works },
];

/**
 * The footer's own words in another locale than English, from its layout's loader (content/
 * translations, decision 074): the tagline, the group companies' descriptions, the offices' names
 * and the phones' labels, in company.ts's order, and the hidden "(opens in a new tab)".
 */
export interface FooterWords {
  readonly tagline: string;
  readonly groupFocus: readonly string[];
  readonly offices: readonly string[];
  readonly phones: readonly string[];
  readonly newTab: string;
}

/** `words`: left out on English pages, which show company.ts's as they are. */
export function SiteFooter({ words }: { words?: FooterWords | undefined }) {
  const t = useMessages();
  const localize = useLocalePath();
  // Its outside links say "(opens in a new tab)" in the page's language too.
  return (
    <PageTextProvider messages={words && { "(opens in a new tab)": words.newTab }}>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <section className="site-footer__brand" aria-labelledby="footer-group">
            <p className="site-footer__name">{company.name}</p>
            <p className="site-footer__tagline">{words?.tagline ?? company.tagline}</p>
            <h2 id="footer-group" className="site-footer__heading">
              {t("Group companies")}
            </h2>
            <ul className="site-footer__list">
              {company.groupCompanies.map((group, index) => (
                <li key={group.name}>
                  <span className="site-footer__strong">{group.name}</span>
                  <span className="site-footer__muted">{words?.groupFocus[index] ?? group.focus}</span>
                </li>
              ))}
            </ul>
          </section>

          <nav className="site-footer__links" aria-labelledby="footer-links">
            <h2 id="footer-links" className="site-footer__heading">
              {t("Quick links")}
            </h2>
            <ul className="site-footer__list">
              {localizedNavigation(t, localize).map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          {offices.map((office, index) => (
            <section key={office.id} aria-labelledby={office.id}>
              <h2 id={office.id} className="site-footer__heading">
                {words?.offices[index] ?? office.title}
              </h2>
              <address className="site-footer__address">
                {office.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <ExternalLink href={mapLink(office.mapQuery)} className="site-footer__map">
                {t("View on map")}
                <span className="visually-hidden">: {words?.offices[index] ?? office.title}</span>
              </ExternalLink>
            </section>
          ))}

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              {t("Contact")}
            </h2>
            <ul className="site-footer__list">
              {company.phones.map((phone, index) => (
                <li key={phone.tel}>
                  <span className="site-footer__muted">{words?.phones[index] ?? phone.label}</span>
                  <a href={`tel:${phone.tel}`}>{phone.display}</a>
                </li>
              ))}
              <li>
                <span className="site-footer__muted">{t("E-mail")}</span>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
            </ul>
          </section>
        </div>

        <div className="site-footer__bottom">
          <div className="container site-footer__bottom-inner">
            <ul className="site-footer__social" aria-label={t("Follow us")}>
              {company.social.map((network) => (
                <li key={network.name}>
                  <ExternalLink
                    href={network.url}
                    className="site-footer__social-link"
                    data-network={network.name.toLowerCase()}
                  >
                    {network.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
            <p className="site-footer__copyright">
              ©{" "}
              <span dir="ltr">
                {company.founded}–<CurrentYear />
              </span>{" "}
              {company.legalName} {t("All rights reserved.")}{" "}
              <Link to={localize(PRIVACY_PATH)} className="site-footer__privacy">
                {t("Privacy notice")}
              </Link>
            </p>
          </div>
        </div>
      </footer>
    </PageTextProvider>
  );
}

/** The year the HTML was built, replaced by the visitor's year once the script runs. */
function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
