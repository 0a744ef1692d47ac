/** The Russian copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape. */
import type { SiteTexts } from "./kit";

export const ru: SiteTexts = {};
