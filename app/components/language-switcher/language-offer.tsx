/**
 * Offers a visitor whose browser prefers another of the site's languages this page in it, once:
 * a line they can follow or dismiss, never a redirect (search engines and shared links get what
 * they asked for). Shown only after the script runs, so the prerendered page never has it.
 */
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { LOCALE_NAMES, type Locale, isLocale, localePath, splitLocalePath } from "#contracts/locales";
import { useHydrated } from "~/hooks/use-hydrated";
import { useMessages, usePageLocale } from "~/i18n/messages";

/** localStorage: set once the offer has been shown, so it is never made again. */
export const LANGUAGE_OFFERED_KEY = "language-offered";

/** The first of the browser's languages the site has, when it is not the page's own. */
function preferredOtherLocale(browserLanguages: readonly string[], pageLocale: Locale): Locale | undefined {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary === pageLocale ? undefined : primary;
  }
  return undefined;
}

function readOffered(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_OFFERED_KEY) !== null;
  } catch {
    return true; // storage refused: offering on every page would be worse than never
  }
}

function rememberOffered() {
  try {
    window.localStorage.setItem(LANGUAGE_OFFERED_KEY, "1");
  } catch {
    // nothing to remember it in
  }
}

export function LanguageOffer() {
  const t = useMessages();
  const pageLocale = usePageLocale();
  const { path } = splitLocalePath(useLocation().pathname);
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // Decided once the script runs (the prerendered page knows no visitor), and again only when the
  // page's locale changes, by which time the offer has been remembered.
  const candidate = useMemo(
    () => (hydrated && !readOffered() ? preferredOtherLocale(navigator.languages, pageLocale) : undefined),
    [hydrated, pageLocale],
  );
  const offered = dismissed ? undefined : candidate;
  useEffect(() => {
    if (offered !== undefined) rememberOffered();
  }, [offered]);

  if (offered === undefined) return null;
  const name = LOCALE_NAMES[offered];
  return (
    <div className="language-offer" role="region" aria-label={t("Language")}>
      <p className="container language-offer__inner">
        <span>{t("This page is also available in {language}.", { language: name })}</span>{" "}
        <Link
          reloadDocument
          to={localePath(offered, path)}
          lang={offered}
          hrefLang={offered}
          onClick={() => setDismissed(true)}
        >
          {t("Open it")}: <span lang={offered}>{name}</span>
        </Link>{" "}
        <button type="button" className="language-offer__dismiss" onClick={() => setDismissed(true)}>
          {t("No, thanks")}
        </button>
      </p>
    </div>
  );
}
