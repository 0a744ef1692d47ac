/** What each locale's file of seeded item translations is made of. */
import type { Collection } from "#contracts/collections/api";

/** One locale's texts of seeded items, by collection and slug, at the places of TRANSLATABLE_FIELDS. */
export type LocaleItemTexts = Partial<
  Record<Exclude<Collection, "machines" | "product-lines">, Record<string, Record<string, unknown>>>
>;
