/** The footer's words in another locale than English, for its layout's loader (issue 25): data, not bundled code. */
import { company } from "#content/company";
import { siteTextsOf } from "#content/translations/index";
import { inLocale } from "#content/translations/kit";
import type { Locale } from "#contracts/locales";
import { sitePageWord } from "~/i18n/site-page-messages.server";
import type { FooterWords } from "./site-footer";

/** company.ts's words with the locale's laid over them (the English where it has none). */
export function footerWordsIn(locale: Exclude<Locale, "en">): FooterWords {
  const local = inLocale(company, siteTextsOf(locale).company);
  return {
    tagline: local.tagline,
    groupFocus: local.groupCompanies.map((group) => group.focus),
    offices: [local.corporateOffice.title, local.works.title],
    phones: local.phones.map((phone) => phone.label),
    newTab: sitePageWord(locale, "(opens in a new tab)"),
  };
}
