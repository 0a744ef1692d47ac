import type { ProductContent } from "./schema";

const slideshowImages = [
  { name: "application-recycled-granules", alt: "Recycled PP granules in a sample tray" },
  { name: "application-post-industrial-waste", alt: "Bales of post-industrial woven fabric waste" },
  { name: "application-recycled-products", alt: "Buckets and crates moulded from recycled PP" },
];

export const wovenSack: ProductContent = {
  path: "WovenSack",
  headline: "Cleaning, washing and recycling lines for woven PP and HDPE",
  intro: [
    "Every woven-sack plant makes waste: edge trim, start-up lumps, misprints and rejected bags. Used sacks and FIBCs come back from the field dirty and printed. Our recycling lines turn both into clean, dense granules that go straight back into tape, moulding or film.",
    "Choose a washing plant for dirty post-consumer material, a single-stage line for clean post-industrial waste, or a two-stage line with double filtration for printed and contaminated material.",
  ],
  tabs: [
    {
      slug: "plastic-cleaning-washing",
      label: "Plastic Cleaning & Washing",
      images: [
        { name: "recycling-washing-plant", alt: "Washing plant with shredder, friction washer and float-sink tank" },
      ],
      description: [
        "Used sacks, FIBCs and film are shredded, pre-washed, scrubbed in a high-speed friction washer, separated from heavy contaminants in a float-sink tank and dried by a centrifugal dryer and squeezer, ready for pelletising.",
      ],
      tableCaption: "Plastic cleaning and washing plants: main specifications",
      tableHeaders: ["Parameter", "JP-WP 300", "JP-WP 500", "JP-WP 1000"],
      tableRows: [
        ["Capacity (kg/h)", "300", "500", "1000"],
        ["Shredder rotor (mm)", "400 × 800", "500 × 1000", "600 × 1500"],
        ["Friction washers (nos.)", "1", "2", "2"],
        ["Float-sink tank length (m)", "6", "8", "10"],
        ["Residual moisture after squeezer (%)", "< 5", "< 5", "< 3"],
        ["Water consumption (m³/h, with recirculation)", "1.5", "2.5", "4"],
      ],
      footnote: "Capacity depends on the type and contamination of the input; figures are for used woven PP sacks.",
      slideshowImages,
      applicationPoints: [
        "Used cement and fertiliser sacks",
        "Used FIBCs and liners",
        "Agricultural and post-consumer film",
      ],
      catalogue: "/catalogues/plastic-cleaning-washing.pdf",
    },
    {
      slug: "single-stage-recycling",
      label: "Single-Stage Recycling",
      images: [
        {
          name: "recycling-single-stage",
          alt: "Single-stage recycling line with cutter-compactor and die-face pelletiser",
        },
      ],
      description: [
        "A cutter-compactor shreds, heats and densifies the waste and feeds it directly into a degassing extruder. Melt filtration and a die-face or strand pelletiser make uniform granules, in one compact line.",
      ],
      tableCaption: "Single-stage recycling lines: main specifications",
      tableHeaders: ["Parameter", "JP-RE 100", "JP-RE 125", "JP-RE 150"],
      tableRows: [
        ["Screw diameter (mm)", "100", "125", "150"],
        ["L/D ratio", "33:1", "33:1", "33:1"],
        ["Cutter-compactor volume (l)", "800", "1100", "1500"],
        ["Output (kg/h)", "150–200", "250–350", "400–500"],
        ["Melt filtration", "Piston screen changer", "Piston screen changer", "Continuous screen changer"],
        ["Pelletising", "Die-face, water ring", "Die-face, water ring", "Die-face, water ring"],
      ],
      footnote: "For clean, lightly printed post-industrial waste. Output depends on bulk density and moisture.",
      slideshowImages,
      applicationPoints: [
        "Tape-line edge trim and start-up waste",
        "Unprinted fabric and bag waste",
        "Clean post-industrial film",
      ],
      catalogue: "/catalogues/single-stage-recycling.pdf",
    },
    {
      slug: "two-stage-recycling",
      label: "Two-Stage Recycling",
      images: [{ name: "recycling-two-stage", alt: "Two-stage recycling line with mother and daughter extruders" }],
      description: [
        "A mother extruder melts, degasses and filters the material; a daughter extruder degasses and filters it again before pelletising. Two stages remove ink, moisture and fine contamination that a single stage cannot, for granules that run on tape lines.",
      ],
      tableCaption: "Two-stage recycling lines: main specifications",
      tableHeaders: ["Parameter", "JP-RE2 125/100", "JP-RE2 150/125", "JP-RE2 180/150"],
      tableRows: [
        ["Mother extruder screw (mm)", "125", "150", "180"],
        ["Daughter extruder screw (mm)", "100", "125", "150"],
        ["Output (kg/h)", "300", "500", "800"],
        ["Degassing zones", "2", "2", "2"],
        ["Melt filtration", "Double: both extruders", "Double: both extruders", "Double: both extruders"],
        ["Pelletising", "Strand or die-face", "Die-face, water ring", "Die-face, water ring"],
      ],
      footnote:
        "For heavily printed or washed post-consumer material. Output depends on input and filtration fineness.",
      slideshowImages,
      applicationPoints: [
        "Printed woven sacks and BOPP-laminated bags",
        "Washed post-consumer sacks and FIBCs",
        "Granules for tape, moulding and pipe",
      ],
      catalogue: "/catalogues/two-stage-recycling.pdf",
    },
  ],
};
