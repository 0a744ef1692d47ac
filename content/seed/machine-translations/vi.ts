/**
 * The Vietnamese text of the seeded machine pages and product lines, by slug (see
 * ../machine-translations.ts): one file per group of machines in ./vi/.
 */
import type { LocaleMachineTexts } from "./kit";
import { tapeAndLooms } from "./vi/tape-and-looms";
import { coatingAndBags } from "./vi/coating-and-bags";
import { plasticRecycling } from "./vi/plastic-recycling";
import { profileExtrusion } from "./vi/profile-extrusion";
import { sheetFilmExtrusion } from "./vi/sheet-film-extrusion";
import { productLineTexts } from "./vi/product-lines";

export const vi: LocaleMachineTexts = {
  machines: { ...tapeAndLooms, ...coatingAndBags, ...plasticRecycling, ...profileExtrusion, ...sheetFilmExtrusion },
  "product-lines": productLineTexts,
};
