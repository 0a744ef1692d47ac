/**
 * The content of every machine page, by path. Read by the product route's loader (at build, so it
 * never reaches the browser bundle), the catalogue generator and the tests.
 */
import { bagConversion } from "./bag-conversion";
import { batteryBox } from "./battery-box";
import { bbb } from "./bbb";
import { boxStrapping } from "./box-strapping";
import { castLine } from "./cast-line";
import { circularLoom } from "./circular-loom";
import { extrusionCoating } from "./extrusion-coating";
import { flexible } from "./flexible";
import { monofilament } from "./monofilament";
import { pet } from "./pet";
import { printingMachine } from "./printing-machine";
import { type ProductContent, productContentSchema } from "./schema";
import { sheetExtrusion } from "./sheet-extrusion";
import { tapeExtrusion } from "./tape-extrusion";
import { windingMachine } from "./winding-machine";
import { wovenSack } from "./woven-sack";

export const productContents: readonly ProductContent[] = [
  tapeExtrusion,
  windingMachine,
  circularLoom,
  extrusionCoating,
  printingMachine,
  bagConversion,
  bbb,
  wovenSack,
  pet,
  batteryBox,
  monofilament,
  boxStrapping,
  sheetExtrusion,
  castLine,
  flexible,
];

/** The validated content of the page at `path` (without the slash); throws if it is missing or invalid. */
export function productContent(path: string): ProductContent {
  const found = productContents.find((product) => product.path.toLowerCase() === path.toLowerCase());
  if (!found) throw new Error(`No product content for /${path}`);
  return productContentSchema.parse(found);
}
