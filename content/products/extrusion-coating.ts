import type { ProductContent } from "./schema";

const headers = [
  "Model",
  "Extruder screw (mm)",
  "Die width (mm)",
  "Coating width (mm)",
  "Coating weight (g/m²)",
  "Max. line speed (m/min)",
  "Output (kg/h)",
];

export const extrusionCoating: ProductContent = {
  path: "ExtrusionCoating",
  headline: "Extrusion coating and lamination with die widths up to 6000 mm",
  intro: [
    "An extrusion coating line lays a thin, even film of molten PP or LDPE on woven fabric, non-woven or film, making it waterproof and printable, or bonds it to a second web. We build coating lines for sack fabric, FIBC fabric, tarpaulins and high-speed BOPP lamination.",
    "All lines share the same core: a high-torque extruder with gravimetric dosing, an auto-profile T-die, a chrome or matt chill roll with precise temperature control, corona treatment and a turret rewinder for non-stop roll changes.",
  ],
  tabs: [
    {
      slug: "woven-non-woven",
      label: "Woven & non-Woven",
      images: [{ name: "coating-woven", alt: "Extrusion coating line coating woven PP fabric" }],
      description: [
        "For sack fabric and non-woven fabric: one-side coating of tubular or flat fabric with edge trim recycling back into the extruder, so that trim never becomes waste.",
      ],
      tableCaption: "Coating lines for woven and non-woven fabric",
      tableHeaders: headers,
      tableRows: [
        ["JP-EC 1500", "90", "1600", "700–1500", "15–60", "150", "150"],
        ["JP-EC 2000", "105", "2100", "800–2000", "15–60", "200", "250"],
      ],
      footnote: "Coating weight and speed depend on fabric weight, polymer and die gap.",
      slideshowImages: [
        { name: "application-laminated-sacks", alt: "Laminated woven sacks with glossy print" },
        { name: "application-non-woven-bags", alt: "Coated non-woven shopping bags" },
      ],
      applicationPoints: [
        "Laminated cement and fertiliser sacks",
        "Coated non-woven bags",
        "Wrapping fabric for yarn and paper reels",
      ],
      catalogue: "/catalogues/coating-woven-non-woven.pdf",
    },
    {
      slug: "fibc",
      label: "FIBC",
      images: [{ name: "coating-fibc", alt: "Wide coating line for FIBC fabric" }],
      description: [
        "Coated FIBC fabric must hold fine powders without dusting and keep its strength. This line coats heavy fabric of 120 to 240 g/m² with uniform adhesion, edge to edge.",
      ],
      tableCaption: "Coating lines for FIBC fabric",
      tableHeaders: headers,
      tableRows: [
        ["JP-EC-FIBC 2600", "105", "2800", "1200–2500", "20–40", "120", "280"],
        ["JP-EC-FIBC 3200", "120", "3400", "1500–3100", "20–40", "120", "350"],
      ],
      footnote: "Fabric widths outside these ranges are built on request.",
      slideshowImages: [
        { name: "application-fibc", alt: "Filled FIBC bulk bags in a warehouse" },
        { name: "application-fibc-powder", alt: "Coated FIBC filled with fine white powder" },
      ],
      applicationPoints: [
        "FIBC body and panel fabric",
        "Container liners",
        "Fine-powder bulk bags for cement, chemicals and food",
      ],
      catalogue: "/catalogues/coating-fibc.pdf",
    },
    {
      slug: "tarpaulin",
      label: "Tarpaulin",
      images: [{ name: "coating-tarpaulin", alt: "Tarpaulin coating line with a 6000 mm die" }],
      description: [
        "The tarpaulin line coats both sides of HDPE fabric in one pass, with two extruders and two chill-roll stations. Die widths go up to 6000 mm for the widest tarpaulins and pond liners.",
      ],
      tableCaption: "Coating lines for tarpaulin",
      tableHeaders: headers,
      tableRows: [
        ["JP-EC-T 4200", "2 × 105", "4400", "2000–4000", "30–100 per side", "100", "2 × 250"],
        ["JP-EC-T 6000", "2 × 120", "6000", "3000–5800", "30–100 per side", "80", "2 × 350"],
      ],
      footnote: "Two-side coating in one pass; one-side coating is possible with one extruder idle.",
      slideshowImages: [
        { name: "application-tarpaulin", alt: "Coated HDPE tarpaulin covering goods on a truck" },
        { name: "application-pond-liner", alt: "Blue pond liner laid in a farm reservoir" },
      ],
      applicationPoints: [
        "Truck and cargo tarpaulins",
        "Pond and canal liners",
        "Agricultural and construction covers",
      ],
      catalogue: "/catalogues/coating-tarpaulin.pdf",
    },
    {
      slug: "high-speed-lamination",
      label: "High-Speed Lamination",
      images: [{ name: "coating-high-speed", alt: "High-speed lamination line bonding BOPP film to woven fabric" }],
      description: [
        "For BOPP-laminated sacks: reverse-printed BOPP film is bonded to woven fabric with a thin extruded PP tie layer, at up to 300 m/min, with web guiding and tension control on both unwinders.",
      ],
      tableCaption: "High-speed lamination lines",
      tableHeaders: headers,
      tableRows: [
        ["JP-HSL 1600", "100", "1700", "800–1550", "12–25", "300", "250"],
        ["JP-HSL 2100", "120", "2200", "1000–2050", "12–25", "300", "350"],
      ],
      footnote: "Speeds assume register-free lamination of printed BOPP film of 15–20 micron.",
      slideshowImages: [
        { name: "application-bopp-sacks", alt: "BOPP-laminated pet-food and rice sacks" },
        { name: "application-laminated-sacks", alt: "Laminated woven sacks with glossy print" },
      ],
      applicationPoints: [
        "BOPP-laminated rice, flour and pet-food sacks",
        "Premium fertiliser and seed sacks",
        "Laminated shopping bags",
      ],
      catalogue: "/catalogues/coating-high-speed-lamination.pdf",
    },
  ],
};
