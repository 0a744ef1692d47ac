/**
 * The French text of seeded openings, news items and galleries, by collection and slug (see
 * ../translations.ts): one file per collection in ./fr/.
 */
import type { LocaleItemTexts } from "./kit";
import { openings } from "./fr/openings";
import { news } from "./fr/news";
import { galleries } from "./fr/galleries";

export const fr: LocaleItemTexts = { openings, news, galleries };
