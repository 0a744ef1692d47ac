/** Each locale's copy of the site's own pages; English is the modules themselves. */
import type { Locale } from "#contracts/locales";
import { ar } from "./ar";
import { es } from "./es";
import { fr } from "./fr";
import type { SiteTexts } from "./kit";
import { ru } from "./ru";
import { vi } from "./vi";

const byLocale: Partial<Record<Locale, SiteTexts>> = { ru, vi, ar, es, fr };

/** A locale's copy of the site's own pages; nothing for English. */
export function siteTextsOf(locale: Locale): SiteTexts {
  return byLocale[locale] ?? {};
}
