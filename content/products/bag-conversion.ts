import type { ProductContent } from "./schema";

const sackImages = [
  { name: "application-cement-sacks", alt: "Pallet of woven cement sacks" },
  { name: "application-printed-sacks", alt: "Colourfully printed woven sacks for flour and rice" },
];
const fibcImages = [
  { name: "application-fibc", alt: "Filled FIBC bulk bags in a warehouse" },
  { name: "application-fibc-stitching", alt: "FIBC panels being stitched on a sewing line" },
];

export const bagConversion: ProductContent = {
  path: "Bag-Conversion",
  headline: "Small-bag conversion lines and FIBC equipment",
  intro: [
    "Conversion is where fabric becomes a bag and where labour cost is decided. Our small-bag lines cut, hem, stitch and stack sacks automatically from roll to bundle, and our FIBC equipment takes the slow manual steps out of bulk-bag making.",
    "Each machine below has its own specifications and catalogue; use the tabs to compare them.",
  ],
  tabGroups: [
    {
      slug: "small-bag-conversion",
      label: "Small Bag Conversion",
      tabs: [
        {
          slug: "bag-conversion-line",
          label: "Bag Conversion Line",
          images: [
            { name: "bag-line-overview", alt: "Automatic bag conversion line from fabric roll to stacked bags" },
            { name: "bag-line-cutting", alt: "Hot-knife cutting unit of the bag conversion line" },
            { name: "bag-line-stitching", alt: "Bottom stitching head sewing a woven sack" },
            { name: "bag-line-stacking", alt: "Counted bundles of finished sacks at the stacker" },
          ],
          description: [
            "From a roll of tubular fabric to counted bundles of bottom-stitched sacks: the line unwinds, cuts with a hot or cold knife, hems the mouth, folds and stitches the bottom and stacks the bags, with one operator.",
            "Bag length is set on the HMI and held by a servo-driven feed with print-mark registration, so printed bags are cut exactly between designs.",
          ],
          tableCaption: "Bag conversion line: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Bag width (mm)", "350–650"],
            ["Bag length (mm)", "550–1100"],
            ["Output (bags/min)", "25–30"],
            ["Mouth hemming", "Single or double fold"],
            ["Bottom closing", "Single or double fold, single or double stitch"],
            ["Cutting", "Hot knife or cold knife"],
          ],
          footnote: "Output depends on bag length and stitch type; 28 bags/min is typical for 50 kg cement sacks.",
          slideshowImages: sackImages,
          applicationPoints: [
            "Cement and fertiliser sacks",
            "Sugar, grain and flour sacks",
            "Printed and laminated sacks",
          ],
          catalogue: "/catalogues/bag-conversion-line.pdf",
        },
        {
          slug: "bag-conversion-line-linear-insertion",
          label: "Bag Conversion Line with Linear Insertion",
          images: [
            { name: "bag-line-liner", alt: "Bag conversion line inserting a polyethylene liner into each sack" },
          ],
          description: [
            "The same automatic line with a liner station: an LDPE tube is unwound, sealed, cut and inserted into each sack before the bottom is stitched, so liner and sack are closed in one seam.",
          ],
          tableCaption: "Bag conversion line with linear insertion: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Bag width (mm)", "400–650"],
            ["Bag length (mm)", "600–1100"],
            ["Output (bags/min)", "18–22"],
            ["Liner thickness (micron)", "20–80"],
            ["Liner material", "LDPE or LLDPE tube"],
          ],
          footnote: "Liner length can be set longer than the sack for heat-sealed closing after filling.",
          slideshowImages: sackImages,
          applicationPoints: [
            "Sugar and salt sacks with liner",
            "Hygroscopic chemicals and fertiliser",
            "Food-grade flour and starch sacks",
          ],
          catalogue: "/catalogues/bag-conversion-line-linear-insertion.pdf",
        },
        {
          slug: "woven-fabric-tubing-machine",
          label: "Woven Fabric Tubing Machine",
          images: [{ name: "bag-tubing-machine", alt: "Tubing machine forming flat woven fabric into a tube" }],
          description: [
            "Flat or laminated fabric is formed into a tube with a lap seam, with optional side gussets, and cut to length or rewound. Use it where the loom cannot make the tube, such as for laminated and printed fabric or for block-bottom bag tubes.",
          ],
          tableCaption: "Woven fabric tubing machine: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Tube width (mm)", "400–800"],
            ["Max. speed (m/min)", "100"],
            ["Seam type", "Lap seam, hot-air welded"],
            ["Gusset depth (mm)", "0–150"],
            ["Output", "Cut tubes or rewound roll"],
          ],
          footnote: "Seam strength depends on the coating of the fabric; uncoated fabric needs a tie tape.",
          slideshowImages: sackImages,
          applicationPoints: [
            "Tubes for block-bottom valve sacks",
            "Laminated and printed sack tubes",
            "Gusseted tubes for pet-food bags",
          ],
          catalogue: "/catalogues/woven-fabric-tubing-machine.pdf",
        },
        {
          slug: "bag-conversion-line-integrated-gusseting",
          label: "Bag Conversion Line with Integrated Gusseting",
          images: [{ name: "bag-line-gusset", alt: "Bag conversion line folding side gussets before stitching" }],
          description: [
            "Gusseted bags stand up and fill squarely on the pallet. This line folds side gussets inline from flat tubular fabric, then cuts, hems and stitches as the standard line does.",
          ],
          tableCaption: "Bag conversion line with integrated gusseting: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Bag width (mm)", "350–600"],
            ["Gusset depth (mm)", "50–150"],
            ["Bag length (mm)", "550–1050"],
            ["Output (bags/min)", "20–25"],
            ["Bottom closing", "Single or double fold, single or double stitch"],
          ],
          footnote: "Gusset depth can be changed between jobs in about ten minutes.",
          slideshowImages: sackImages,
          applicationPoints: [
            "Pet-food and animal-feed bags",
            "Seed and rice bags",
            "Retail bags that stand on the shelf",
          ],
          catalogue: "/catalogues/bag-conversion-line-integrated-gusseting.pdf",
        },
      ],
    },
    {
      slug: "fibc-equipment",
      label: "FIBC Equipment",
      tabs: [
        {
          slug: "mouth-punching",
          label: "Mouth Punching",
          images: [
            { name: "fibc-mouth-punching", alt: "Mouth punching machine cutting a spout opening in FIBC fabric" },
          ],
          description: [
            "Cuts the round or cross-cut openings for FIBC filling and discharge spouts with a heated die, sealing the cut edge as it cuts so that the fabric does not fray.",
          ],
          tableCaption: "FIBC mouth punching machine: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Opening diameter (mm)", "350–500"],
            ["Cut type", "Round or cross cut"],
            ["Cycle time (s)", "6"],
            ["Heating power (kW)", "2.5"],
          ],
          footnote: "Dies for other shapes and diameters are made to order.",
          slideshowImages: fibcImages,
          applicationPoints: ["Top filling spouts", "Bottom discharge spouts", "Baffle openings"],
          catalogue: "/catalogues/fibc-mouth-punching.pdf",
        },
        {
          slug: "bale-press",
          label: "Bale Press",
          images: [{ name: "fibc-bale-press", alt: "Hydraulic bale press compressing finished FIBCs" }],
          description: [
            "Presses finished FIBCs into tight, strapped bales for export, cutting container volume by half or more compared with loose stacks.",
          ],
          tableCaption: "FIBC bale press: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Press force (t)", "20"],
            ["Bale size (mm)", "1100 × 1100 × 600–1200"],
            ["Bags per bale", "50–200"],
            ["Hydraulic motor (kW)", "7.5"],
            ["Cycle time (s)", "45"],
          ],
          footnote: "Bags per bale depends on fabric weight and bag size.",
          slideshowImages: fibcImages,
          applicationPoints: ["FIBC export packing", "Baling woven sacks", "Baling fabric waste for recycling"],
          catalogue: "/catalogues/fibc-bale-press.pdf",
        },
        {
          slug: "belt-cutting",
          label: "Belt Cutting",
          images: [{ name: "fibc-belt-cutting", alt: "Belt cutting machine cutting webbing for FIBC lifting loops" }],
          description: [
            "Cuts webbing for FIBC lifting loops and tie belts to programmed lengths with a hot knife, counts the pieces and stacks them, so loop lengths are identical on every bag.",
          ],
          tableCaption: "FIBC belt cutting machine: main specifications",
          tableHeaders: ["Parameter", "Value"],
          tableRows: [
            ["Belt width (mm)", "25–100"],
            ["Cut length (mm)", "100–9999"],
            ["Speed (cuts/min)", "40"],
            ["Cutting", "Hot knife"],
            ["Length accuracy (mm)", "±1"],
          ],
          footnote: "Speed is for a cut length of 1000 mm.",
          slideshowImages: fibcImages,
          applicationPoints: ["FIBC lifting loops", "Tie and belly belts", "Webbing for luggage and safety belts"],
          catalogue: "/catalogues/fibc-belt-cutting.pdf",
        },
      ],
    },
  ],
  videos: [
    {
      videoTitle: "Bag conversion line: from roll to bundle",
      videoThumbnail: "video-bag-line",
      clip: "video-bag-line",
    },
  ],
};
