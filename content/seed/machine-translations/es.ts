/**
 * The Spanish text of the seeded machine pages and product lines, by slug (see
 * ../machine-translations.ts): one file per group of machines in ./es/.
 */
import type { LocaleMachineTexts } from "./kit";
import { tapeAndLooms } from "./es/tape-and-looms";
import { coatingAndBags } from "./es/coating-and-bags";
import { plasticRecycling } from "./es/plastic-recycling";
import { profileExtrusion } from "./es/profile-extrusion";
import { sheetFilmExtrusion } from "./es/sheet-film-extrusion";
import { productLineTexts } from "./es/product-lines";

export const es: LocaleMachineTexts = {
  machines: { ...tapeAndLooms, ...coatingAndBags, ...plasticRecycling, ...profileExtrusion, ...sheetFilmExtrusion },
  "product-lines": productLineTexts,
};
