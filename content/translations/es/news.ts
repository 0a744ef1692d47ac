/** The Spanish copy of the News page's magazine covers (see ../es.ts). */
import type { SiteTexts } from "../kit";

export const magazineCovers: SiteTexts["magazineCovers"] = [
  { alt: "Portada de JP News de marzo de 2017, con una línea de extrusión de rafia" },
  { alt: "Portada de JP News de junio de 2021, con una línea de film cast" },
];
