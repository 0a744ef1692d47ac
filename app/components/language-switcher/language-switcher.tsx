/**
 * The header's language menu: a link to this page in every locale. A <details> opens it, so it
 * works before (and without) the script.
 */
import { Link, useLocation } from "react-router";
import { LOCALES, LOCALE_NAMES, localePath, splitLocalePath } from "#contracts/locales";
import { useMessages, usePageLocale } from "~/i18n/messages";
import "./language-switcher.css";

export function LanguageSwitcher() {
  const t = useMessages();
  const current = usePageLocale();
  const { path } = splitLocalePath(useLocation().pathname);
  return (
    <details className="language-switcher">
      <summary className="language-switcher__summary">
        <span className="visually-hidden">{t("Language")}: </span>
        <span lang={current}>{LOCALE_NAMES[current]}</span>
      </summary>
      <ul className="language-switcher__list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              reloadDocument
              to={localePath(locale, path)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              className="language-switcher__link"
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
