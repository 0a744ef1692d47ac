/**
 * The Russian text of the seeded machine pages and product lines, by slug (see
 * ../machine-translations.ts): one file per group of machines in ./ru/.
 */
import type { LocaleMachineTexts } from "./kit";
import { tapeAndLooms } from "./ru/tape-and-looms";
import { coatingAndBags } from "./ru/coating-and-bags";
import { plasticRecycling } from "./ru/plastic-recycling";
import { profileExtrusion } from "./ru/profile-extrusion";
import { sheetFilmExtrusion } from "./ru/sheet-film-extrusion";
import { productLineTexts } from "./ru/product-lines";

export const ru: LocaleMachineTexts = {
  machines: { ...tapeAndLooms, ...coatingAndBags, ...plasticRecycling, ...profileExtrusion, ...sheetFilmExtrusion },
  "product-lines": productLineTexts,
};
