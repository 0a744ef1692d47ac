/**
 * The Spanish text of seeded openings, news items and galleries, by collection and slug (see
 * ../translations.ts): one file per collection in ./es/.
 */
import type { LocaleItemTexts } from "./kit";
import { openings } from "./es/openings";
import { news } from "./es/news";
import { galleries } from "./es/galleries";

export const es: LocaleItemTexts = { openings, news, galleries };
