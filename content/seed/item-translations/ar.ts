/**
 * The Arabic text of seeded openings, news items and galleries, by collection and slug (see
 * ../translations.ts): one file per collection in ./ar/.
 */
import type { LocaleItemTexts } from "./kit";
import { openings } from "./ar/openings";
import { news } from "./ar/news";
import { galleries } from "./ar/galleries";

export const ar: LocaleItemTexts = { openings, news, galleries };
