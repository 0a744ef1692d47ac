/**
 * The seed's translations of the machine pages and product lines (issue 25, decision 068), one
 * file per locale (its machines in a file per group, in ./machine-translations/<locale>/): each
 * machine's texts at the places of TRANSLATABLE_FIELDS.machines, one entry per English tab, film
 * and photo, in the English order. Model codes, figures and units are the English ones; a label
 * of figures keeps its unit in brackets. Seeded "needs review" for the offices to confirm.
 */
import { foldLocaleFiles } from "./locale-files";
import { ar } from "./machine-translations/ar";
import { es } from "./machine-translations/es";
import { fr } from "./machine-translations/fr";
import type { LocaleMachineTexts } from "./machine-translations/kit";
import { ru } from "./machine-translations/ru";
import { vi } from "./machine-translations/vi";

const byCollection = foldLocaleFiles<keyof LocaleMachineTexts>({ ru, vi, ar, es, fr });

/** The machines' seeded translations by slug. */
export const machineTranslations = byCollection.machines ?? {};

/** The product lines' seeded translations by slug. */
export const productLineTranslations = byCollection["product-lines"] ?? {};
