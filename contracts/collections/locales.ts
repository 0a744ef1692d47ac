/**
 * The locales content is translated into and where a translation stands, apart from the rest of
 * ./translations.ts so the item answer (./api.ts) can carry the statuses without a circular import.
 */
import * as z from "zod/mini";

/** English is the source and lives in the item's fields; these are the translations. */
export const TRANSLATION_LOCALES = ["ru", "vi", "ar", "es", "fr"] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/**
 * Where a locale's translation of an item stands: `missing` while an English text field has no
 * translation, `outdated` when the English of a translated field changed since it was written,
 * `needs-review` once every field is translated, `reviewed` once an editor confirmed it.
 */
export const TRANSLATION_STATUSES = ["missing", "needs-review", "reviewed", "outdated"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** An item answer's `translations`: every locale's status. */
export const translationsSchema = z.record(z.enum(TRANSLATION_LOCALES), z.enum(TRANSLATION_STATUSES));
export type TranslationStatuses = z.output<typeof translationsSchema>;
