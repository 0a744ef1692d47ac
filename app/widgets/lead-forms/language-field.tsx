/**
 * The page's language, sent with every lead form so the buyer's record and mails are in it. English
 * is what the server assumes, so English pages carry nothing.
 */
import { DEFAULT_LOCALE } from "#contracts/locales";
import { usePageLocale } from "~/i18n/messages";

export function LanguageField() {
  const locale = usePageLocale();
  return locale === DEFAULT_LOCALE ? null : <input type="hidden" name="language" value={locale} />;
}
