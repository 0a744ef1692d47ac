/** What each locale's file of machine translations is made of. */

/** One locale's texts of the seeded machines and product lines, by slug, at the places of TRANSLATABLE_FIELDS. */
export interface LocaleMachineTexts {
  machines: Record<string, Record<string, unknown>>;
  "product-lines": Record<string, Record<string, unknown>>;
}

/** Photos' descriptions, in the English photos' order. */
export const alts = (...texts: string[]) => texts.map((alt) => ({ alt }));

/** Films' titles, in the English films' order. */
export const titles = (...texts: string[]) => texts.map((title) => ({ title }));
