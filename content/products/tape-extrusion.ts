import type { ProductContent } from "./schema";

export const tapeExtrusion: ProductContent = {
  path: "TapeExtrusion",
  headline: "Raffia tape lines for PP and HDPE woven fabric, 150 to 900 kg/h",
  intro: [
    "Our tape extrusion lines turn PP and HDPE granules into the flat tapes that every woven sack, FIBC and tarpaulin starts from. Each line is built around a grooved-feed extruder, a flat die with a water-quench tank, an inline slitting unit, a hot-air stretching oven with three godet stands and a bank of tape winders.",
    "Since our first line left the works in 1989 we have refined every stage for stable denier, low tape breakage and power consumption that plant managers can plan around. Lines run from 150 kg/h for a new weaving unit to 900 kg/h for large sack and FIBC plants.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        {
          name: "tape-line-overview",
          alt: "Tape extrusion line with extruder, quench tank, stretching oven and winders",
        },
        { name: "tape-line-oven", alt: "Hot-air stretching oven between two godet stands on a tape line" },
        { name: "tape-line-winders", alt: "Row of tape winders taking up stretched PP tapes" },
      ],
      description: [
        "A 30:1 L/D barrier screw with a grooved feed section gives a steady melt at low melt temperature. The coat-hanger flat die has a flexible lip for fine film gauge control, and the film is quenched in a temperature-controlled water bath before it is slit into tapes.",
        "Tapes are drawn 5 to 7 times in a hot-air oven with recirculating air and a three-zone temperature profile, then annealed on a heated godet stand so that shrinkage stays under 3%. PLC control with a touch-screen HMI stores recipes for every denier you run.",
      ],
      tableCaption: "Tape extrusion lines: main specifications",
      tableHeaders: [
        "Model",
        "Screw diameter (mm)",
        "L/D ratio",
        "Flat die width (mm)",
        "Output, PP/HDPE (kg/h)",
        "Max. line speed (m/min)",
        "Tape winders (nos.)",
      ],
      tableRows: [
        ["JP-TL 75", "75", "30:1", "1000", "150", "350", "72"],
        ["JP-TL 90", "90", "30:1", "1300", "250", "400", "120"],
        ["JP-TL 105", "105", "30:1", "1600", "400", "450", "180"],
        ["JP-TL 120", "120", "30:1", "2000", "600", "500", "264"],
        ["JP-TL 150", "150", "30:1", "2600", "900", "500", "384"],
      ],
      footnote:
        "Output depends on polymer grade, tape denier and filler content; figures are for PP homopolymer tapes of 800–1000 denier. Speeds are mechanical maximums.",
      slideshowImages: [
        { name: "application-woven-sacks", alt: "Stack of printed woven polypropylene sacks" },
        { name: "application-fibc", alt: "Filled FIBC bulk bags in a warehouse" },
        { name: "application-tarpaulin", alt: "Coated HDPE tarpaulin covering goods on a truck" },
      ],
      applicationPoints: [
        "Woven sacks for cement, fertiliser, sugar, grain and chemicals",
        "FIBC (jumbo bag) fabric and lifting-loop tapes",
        "Tarpaulins, geotextiles and ground cover",
        "Leno bags for vegetables and fruit",
        "Carpet backing and technical textiles",
      ],
      catalogue: "/catalogues/tape-extrusion-line.pdf",
    },
  ],
  videos: [
    {
      videoTitle: "JP-TL 120 tape line running at 600 kg/h",
      videoThumbnail: "video-tape-line",
      clip: "video-tape-line",
    },
    {
      videoTitle: "Inside the stretching oven: how tape is drawn",
      videoThumbnail: "video-tape-oven",
      clip: "video-tape-oven",
    },
  ],
  gallery: [
    {
      id: "tape-gallery-extruder",
      src: "tape-gallery-extruder",
      alt: "Grooved-feed extruder and screen changer of a tape line",
    },
    { id: "tape-gallery-die", src: "tape-gallery-die", alt: "Flat die above the water-quench tank" },
    { id: "tape-gallery-slitting", src: "tape-gallery-slitting", alt: "Slitting unit cutting film into tapes" },
    { id: "tape-gallery-godet", src: "tape-gallery-godet", alt: "Heated godet stand after the stretching oven" },
    {
      id: "tape-gallery-winders",
      src: "tape-gallery-winders",
      alt: "Tape winders with full bobbins ready for doffing",
    },
  ],
};
