import type { ProductContent, ProductTab } from "./schema";

const slideshowImages = [
  { name: "application-cement-sacks", alt: "Pallet of woven cement sacks" },
  { name: "application-fibc", alt: "Filled FIBC bulk bags in a warehouse" },
  { name: "application-leno-bags", alt: "Leno mesh bags filled with onions" },
];

const loomRows = (
  shuttles: string,
  width: string,
  rpm: string,
  picks: string,
  mesh: string,
  motor: string,
  production: string,
): string[][] => [
  ["Number of shuttles", shuttles],
  ["Lay-flat fabric width (mm)", width],
  ["Max. speed (rpm)", rpm],
  ["Weft insertion (picks/min)", picks],
  ["Mesh range (tapes per inch)", mesh],
  ["Main motor (kW)", motor],
  ["Production at 10 × 10 mesh (m/h)", production],
];

function loomTab(tab: Omit<ProductTab, "tableHeaders" | "slideshowImages">): ProductTab {
  return { ...tab, tableHeaders: ["Parameter", "Value"], slideshowImages };
}

export const circularLoom: ProductContent = {
  path: "CircularLoom",
  headline: "Circular looms from four to twelve shuttles, and inside-lamination looms",
  intro: [
    "Our circular looms weave PP and HDPE tapes into tubular fabric for sacks, FIBCs, tarpaulins and leno bags. The cam-driven shuttle ring, hardened guide rollers and a central lubrication system keep the looms quiet and running for years between overhauls.",
    "Every loom has electronic weft and warp break detection, a pick counter and an automatic take-up with constant tension, so that fabric width and weight stay in tolerance over a full roll.",
  ],
  tabs: [
    loomTab({
      slug: "4-shuttle",
      label: "4-Shuttle",
      images: [{ name: "loom-4-shuttle", alt: "Four-shuttle circular loom weaving narrow tubular fabric" }],
      description: [
        "The four-shuttle loom is the workhorse for small and medium sacks: cement, fertiliser, sugar and food grains. Compact and economical, it fits plants where floor space and power are limited.",
      ],
      tableCaption: "4-Shuttle circular loom: main specifications",
      tableRows: loomRows("4", "300–750", "180", "720", "8–14", "3.7", "110"),
      footnote:
        "Production is for 10 × 10 mesh fabric at maximum speed; actual output depends on tape quality and mesh.",
      applicationPoints: ["Cement and fertiliser sacks", "Sugar, rice and flour sacks", "Leno bags for vegetables"],
      catalogue: "/catalogues/circular-loom-4-shuttle.pdf",
    }),
    loomTab({
      slug: "6-shuttle",
      label: "6-Shuttle",
      images: [{ name: "loom-6-shuttle", alt: "Six-shuttle circular loom with full creel" }],
      description: [
        "The six-shuttle loom covers the widest range of sack sizes with a higher pick rate than a four-shuttle loom. It is the most common choice for plants that make several bag sizes on one floor.",
      ],
      tableCaption: "6-Shuttle circular loom: main specifications",
      tableRows: loomRows("6", "600–1300", "150", "900", "8–16", "5.5", "137"),
      footnote:
        "Production is for 10 × 10 mesh fabric at maximum speed; actual output depends on tape quality and mesh.",
      applicationPoints: [
        "Cement, fertiliser and chemical sacks",
        "Polymer and feed sacks",
        "Narrow FIBC baffles and liners",
      ],
      catalogue: "/catalogues/circular-loom-6-shuttle.pdf",
    }),
    loomTab({
      slug: "8-shuttle",
      label: "8-Shuttle",
      images: [{ name: "loom-8-shuttle", alt: "Eight-shuttle circular loom weaving wide fabric" }],
      description: [
        "Eight shuttles give wide, heavy fabric for large sacks, FIBC body fabric and industrial wrapping, with the smooth running of a larger ring.",
      ],
      tableCaption: "8-Shuttle circular loom: main specifications",
      tableRows: loomRows("8", "1000–2200", "120", "960", "8–16", "7.5", "146"),
      footnote:
        "Production is for 10 × 10 mesh fabric at maximum speed; actual output depends on tape quality and mesh.",
      applicationPoints: ["FIBC body fabric", "Large sacks for polymer and chemicals", "Industrial wrapping fabric"],
      catalogue: "/catalogues/circular-loom-8-shuttle.pdf",
    }),
    loomTab({
      slug: "10-shuttle",
      label: "10-Shuttle",
      images: [{ name: "loom-10-shuttle", alt: "Ten-shuttle circular loom for FIBC fabric" }],
      description: [
        "The ten-shuttle loom weaves heavy FIBC and tarpaulin fabric up to 3.2 m lay-flat width, with a reinforced ring and take-up built for fabric of 200 g/m² and more.",
      ],
      tableCaption: "10-Shuttle circular loom: main specifications",
      tableRows: loomRows("10", "1600–3200", "100", "1000", "8–14", "11", "152"),
      footnote:
        "Production is for 10 × 10 mesh fabric at maximum speed; actual output depends on tape quality and mesh.",
      applicationPoints: ["FIBC body and U-panel fabric", "Tarpaulin base fabric", "Geotextile fabric"],
      catalogue: "/catalogues/circular-loom-10-shuttle.pdf",
    }),
    loomTab({
      slug: "12-shuttle",
      label: "12-Shuttle",
      images: [{ name: "loom-12-shuttle", alt: "Twelve-shuttle circular loom, the widest in the range" }],
      description: [
        "Our widest loom: twelve shuttles for fabric up to 4.2 m lay-flat, used for tarpaulins, pond liners, container liners and agricultural covers.",
      ],
      tableCaption: "12-Shuttle circular loom: main specifications",
      tableRows: loomRows("12", "2000–4200", "80", "960", "8–14", "15", "146"),
      footnote:
        "Production is for 10 × 10 mesh fabric at maximum speed; actual output depends on tape quality and mesh.",
      applicationPoints: ["Tarpaulins and truck covers", "Pond and canal liners", "Container liners and ground covers"],
      catalogue: "/catalogues/circular-loom-12-shuttle.pdf",
    }),
    {
      slug: "inside-lamination",
      label: "iL (Inside Lamination)",
      images: [
        {
          name: "loom-inside-lamination",
          alt: "Circular loom with an inline extruder laminating the inside of the fabric tube",
        },
      ],
      description: [
        "The iL loom laminates the inside of the tubular fabric with a thin PP film as it is woven. The sack comes off the loom moisture-proof and sift-proof, without a separate lamination line and without a liner.",
        "A compact extruder with an annular die sits inside the shuttle ring; film thickness is set from the HMI and follows the loom speed automatically.",
      ],
      tableCaption: "iL (Inside Lamination) loom: main specifications",
      tableHeaders: ["Parameter", "Value"],
      tableRows: [
        ["Number of shuttles", "6"],
        ["Lay-flat fabric width (mm)", "450–900"],
        ["Max. speed (rpm)", "140"],
        ["Lamination thickness (micron)", "15–40"],
        ["Laminating extruder screw (mm)", "45"],
        ["Main motor (kW)", "5.5"],
        ["Production at 10 × 10 mesh (m/h)", "128"],
      ],
      footnote: "Lamination thickness depends on fabric width and loom speed; 20 micron is typical for cement sacks.",
      slideshowImages,
      applicationPoints: [
        "Moisture-proof cement sacks",
        "Fertiliser and salt sacks",
        "Sift-proof sacks for fine powders",
      ],
      catalogue: "/catalogues/circular-loom-inside-lamination.pdf",
    },
  ],
  videos: [
    {
      videoTitle: "Six-shuttle loom at full speed",
      videoThumbnail: "video-loom-6-shuttle",
      clip: "video-loom-6-shuttle",
    },
  ],
  gallery: [
    { id: "loom-gallery-floor", src: "loom-gallery-floor", alt: "Weaving floor with a row of circular looms" },
    { id: "loom-gallery-shuttles", src: "loom-gallery-shuttles", alt: "Close view of shuttles running in the ring" },
    { id: "loom-gallery-takeup", src: "loom-gallery-takeup", alt: "Take-up unit winding tubular fabric" },
    { id: "loom-gallery-creel", src: "loom-gallery-creel", alt: "Warp creel loaded with tape bobbins" },
  ],
};
