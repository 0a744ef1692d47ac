/**
 * A department's contact card (docs/spec.md §3: email, phone, theme) with its hover card: title,
 * subtitle, up to three phones, e-mails and a link. The details are in the HTML for everyone;
 * on devices that can hover they slide over the card on hover or keyboard focus.
 */
import { LocaleLink, useMessages } from "~/i18n/messages";
import type { Department } from "#content/schema";
import "./contact-card.css";

export function ContactCard({ department }: { department: Department }) {
  const { slug, title, subtitle, summary, phones, emails, linkText, linkUrl, theme } = department;
  const t = useMessages();
  return (
    <article className="contact-card" data-theme={theme} aria-labelledby={`contact-${slug}`}>
      <div className="contact-card__face">
        <h3 id={`contact-${slug}`}>{title}</h3>
        <p className="contact-card__summary">{summary}</p>
        {/* Plain text here: the links are in the details, which cover the face on focus. */}
        <p className="contact-card__primary" aria-hidden="true">
          <span>{phones[0]!.display}</span>
          <span>{emails[0]}</span>
        </p>
      </div>
      <div className="contact-card__details">
        <p className="contact-card__title" aria-hidden="true">
          {title}
        </p>
        <p className="contact-card__subtitle">{subtitle}</p>
        <ul className="contact-card__list" aria-label={t("{title} phones", { title })}>
          {phones.map((phone) => (
            <li key={phone.tel}>
              {phone.label ? <span className="contact-card__label">{phone.label}</span> : null}
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </li>
          ))}
        </ul>
        <ul className="contact-card__list" aria-label={t("{title} e-mail", { title })}>
          {emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          ))}
        </ul>
        <LocaleLink className="contact-card__link" to={linkUrl}>
          {linkText} →
        </LocaleLink>
      </div>
    </article>
  );
}
