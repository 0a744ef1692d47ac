/** The Russian copy of the News page's magazine covers (see ../ru.ts). */
import type { SiteTexts } from "../kit";

export const magazineCovers: SiteTexts["magazineCovers"] = [
  { alt: "Обложка JP News, март 2017 года, с линией экструзии плоской нити" },
  { alt: "Обложка JP News, июнь 2021 года, с линией литьевой (cast) плёнки" },
];
