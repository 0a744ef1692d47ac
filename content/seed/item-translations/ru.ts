/** The Russian text of seeded openings, news items and galleries, by collection and slug (see ../translations.ts). */
import type { LocaleItemTexts } from "./kit";

export const ru: LocaleItemTexts = {};
