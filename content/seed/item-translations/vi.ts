/**
 * The Vietnamese text of seeded openings, news items and galleries, by collection and slug (see
 * ../translations.ts): one file per collection in ./vi/.
 */
import type { LocaleItemTexts } from "./kit";
import { openings } from "./vi/openings";
import { news } from "./vi/news";
import { galleries } from "./vi/galleries";

export const vi: LocaleItemTexts = { openings, news, galleries };
