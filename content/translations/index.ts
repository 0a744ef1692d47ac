/** Each locale's copy of the site's own pages; English is the modules themselves. */
import type { Locale } from "#contracts/locales";
import * as ar from "./ar";
import * as es from "./es";
import * as fr from "./fr";
import type { SiteTexts } from "./kit";
import * as ru from "./ru";
import * as vi from "./vi";

const byLocale: Partial<Record<Locale, SiteTexts>> = { ru, vi, ar, es, fr };

/** A locale's copy of the site's own pages; nothing for English. */
export function siteTextsOf(locale: Locale): SiteTexts {
  return byLocale[locale] ?? {};
}
