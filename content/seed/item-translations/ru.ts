/**
 * The Russian text of seeded openings, news items and galleries, by collection and slug (see
 * ../translations.ts): one file per collection in ./ru/.
 */
import type { LocaleItemTexts } from "./kit";
import { openings } from "./ru/openings";
import { news } from "./ru/news";
import { galleries } from "./ru/galleries";

export const ru: LocaleItemTexts = { openings, news, galleries };
