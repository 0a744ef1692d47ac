/**
 * The Arabic text of the seeded machine pages and product lines, by slug (see
 * ../machine-translations.ts): one file per group of machines in ./ar/.
 */
import type { LocaleMachineTexts } from "./kit";
import { tapeAndLooms } from "./ar/tape-and-looms";
import { coatingAndBags } from "./ar/coating-and-bags";
import { plasticRecycling } from "./ar/plastic-recycling";
import { profileExtrusion } from "./ar/profile-extrusion";
import { sheetFilmExtrusion } from "./ar/sheet-film-extrusion";
import { productLineTexts } from "./ar/product-lines";

export const ar: LocaleMachineTexts = {
  machines: { ...tapeAndLooms, ...coatingAndBags, ...plasticRecycling, ...profileExtrusion, ...sheetFilmExtrusion },
  "product-lines": productLineTexts,
};
