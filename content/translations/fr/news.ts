/** The French copy of the News page's magazine covers (see ../fr.ts). */
import type { SiteTexts } from "../kit";

export const magazineCovers: SiteTexts["magazineCovers"] = [
  { alt: "Couverture de JP News, mars 2017, avec une ligne d'extrusion de bandelettes" },
  { alt: "Couverture de JP News, juin 2021, avec une ligne de film cast" },
];
