/**
 * The seed's translations of the machine pages and product lines (issue 25, decision 068), one
 * file per locale: each machine's texts at the places of TRANSLATABLE_FIELDS.machines, one entry
 * per English tab, film and photo, in the English order. Model codes, figures and units are the
 * English ones; a label of figures keeps its unit in brackets. Seeded "needs review" for the
 * offices to confirm.
 */
import type { TranslationLocale } from "#contracts/collections/locales";
import { ar } from "./machine-translations/ar";
import { es } from "./machine-translations/es";
import { fr } from "./machine-translations/fr";
import type { LocaleMachineTexts } from "./machine-translations/kit";
import { ru } from "./machine-translations/ru";
import { vi } from "./machine-translations/vi";

type Texts = Partial<Record<TranslationLocale, Record<string, unknown>>>;

const byLocale: Record<TranslationLocale, LocaleMachineTexts> = { ru, vi, ar, es, fr };

/** One collection's translations by slug, each with its locales. */
function bySlug(collection: keyof LocaleMachineTexts): Record<string, Texts> {
  const slugs: Record<string, Texts> = {};
  for (const [locale, texts] of Object.entries(byLocale) as [TranslationLocale, LocaleMachineTexts][]) {
    for (const [slug, text] of Object.entries(texts[collection])) (slugs[slug] ??= {})[locale] = text;
  }
  return slugs;
}

/** The machines' seeded translations by slug. */
export const machineTranslations = bySlug("machines");

/** The product lines' seeded translations by slug. */
export const productLineTranslations = bySlug("product-lines");
