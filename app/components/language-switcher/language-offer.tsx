/**
 * The line offering a visitor whose browser prefers another of the site's languages this page in
 * it: drawn hidden by the server in the page's language, shown (once) by the page's language
 * script (`language-script.ts`), which fills in the language and the link. No React state: the
 * browser's bundle carries none of this (decision 057).
 */
import { LOCALES } from "#contracts/locales";
import { useMessages } from "~/i18n/messages";
import { languageScript } from "./language-script";

/** localStorage: set once the offer has been shown, so it is never made again. */
export const LANGUAGE_OFFERED_KEY = "language-offered";

export function LanguageOffer() {
  const t = useMessages();
  const [before, after] = t("This page is also available in {language}.").split("{language}");
  return (
    <div className="language-offer" role="region" aria-label={t("Language")} hidden>
      <p className="container language-offer__inner">
        <span>
          {before}
          <span lang="" />
          {after}
        </span>{" "}
        <a href="/" hrefLang="">
          {t("Open it")}: <span lang="" />
        </a>{" "}
        <button type="button" className="language-offer__dismiss">
          {t("No, thanks")}
        </button>
      </p>
    </div>
  );
}

/** The inline script that runs `languageScript`: placed after the header, whose switcher names the languages. */
export function LanguageScript() {
  // Its indentation goes: the script's text is paid on every page.
  const code = languageScript.toString().replace(/\n\s*/g, "\n");
  const source = `(${code})(${JSON.stringify(LOCALES)},${JSON.stringify(LANGUAGE_OFFERED_KEY)})`;
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
