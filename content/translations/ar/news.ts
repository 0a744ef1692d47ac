/** The Arabic copy of the News page's magazine covers (see ../ar.ts). */
import type { SiteTexts } from "../kit";

export const magazineCovers: SiteTexts["magazineCovers"] = [
  { alt: "غلاف مجلة JP News، مارس 2017، وعليه خط بثق أشرطة" },
  { alt: "غلاف مجلة JP News، يونيو 2021، وعليه خط فيلم مصبوب" },
];
