/** The Vietnamese copy of the News page's magazine covers (see ../vi.ts). */
import type { SiteTexts } from "../kit";

export const magazineCovers: SiteTexts["magazineCovers"] = [
  { alt: "Bìa tạp chí JP News, tháng 3/2017, với hình dây chuyền đùn sợi dẹt" },
  { alt: "Bìa tạp chí JP News, tháng 6/2021, với hình dây chuyền màng cast" },
];
