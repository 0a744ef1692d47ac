/**
 * /Woven: the woven-packaging line as one process, from granules to finished bags, with the
 * machine for each step (docs/decisions/013-category-browser-and-woven.md). The machines and
 * their order of appearance come from content/product-lines.ts; this adds the process words.
 */
export interface WovenStep {
  /** Product path in content/product-lines.ts. */
  path: string;
  step: string;
  text: string;
}

export const wovenOverview = {
  intro: [
    "A woven sack or FIBC starts as polypropylene granules and passes through a chain of machines before it is filled. We build every one of them, so a new plant can come from one supplier with one line layout, matched outputs and one service team.",
    "From a 150 kg/h starter plant to a 900 kg/h FIBC unit, we size the tape line, looms, coating, printing and conversion to each other, and help recycle the plant's own waste back into tape.",
  ],
  steps: [
    {
      path: "TapeExtrusion",
      step: "Extrude and stretch tape",
      text: "Granules are melted, cast into film, slit into tapes and stretched for strength.",
    },
    {
      path: "WindingMachine",
      step: "Wind bobbins",
      text: "Tapes are wound on to bobbins for the looms, by hand-doffed or auto-doffing winders.",
    },
    {
      path: "CircularLoom",
      step: "Weave fabric",
      text: "Circular looms weave the tapes into tubular fabric, from small sacks to FIBC and tarpaulin widths.",
    },
    {
      path: "ExtrusionCoating",
      step: "Coat or laminate",
      text: "A thin PP layer makes the fabric moisture-proof and printable, or bonds BOPP film to it.",
    },
    {
      path: "PrintingMachine",
      step: "Print",
      text: "Flexographic printing in up to eight colours puts the brand on the fabric.",
    },
    {
      path: "Bag-Conversion",
      step: "Convert into bags",
      text: "Fabric is cut, hemmed and stitched into sacks; FIBC parts are punched, cut and baled.",
    },
    {
      path: "BBB",
      step: "Make block bottom bags",
      text: "Tubes become square-bottomed valve or pocket bags, welded without adhesive.",
    },
    {
      path: "WovenSack",
      step: "Recycle the waste",
      text: "Edge trim, start-up waste and used bags return to granules for the tape line.",
    },
  ] satisfies WovenStep[],
};
