/**
 * The French text of the seeded machine pages and product lines, by slug (see
 * ../machine-translations.ts): one file per group of machines in ./fr/.
 */
import type { LocaleMachineTexts } from "./kit";
import { tapeAndLooms } from "./fr/tape-and-looms";
import { coatingAndBags } from "./fr/coating-and-bags";
import { plasticRecycling } from "./fr/plastic-recycling";
import { profileExtrusion } from "./fr/profile-extrusion";
import { sheetFilmExtrusion } from "./fr/sheet-film-extrusion";
import { productLineTexts } from "./fr/product-lines";

export const fr: LocaleMachineTexts = {
  machines: { ...tapeAndLooms, ...coatingAndBags, ...plasticRecycling, ...profileExtrusion, ...sheetFilmExtrusion },
  "product-lines": productLineTexts,
};
