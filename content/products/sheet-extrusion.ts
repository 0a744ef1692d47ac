import type { ProductContent } from "./schema";

export const sheetExtrusion: ProductContent = {
  path: "SheetExtrusion",
  headline: "PP, HIPS and HDPE sheet lines in thirteen configurations",
  intro: [
    "Sheet for thermoformed cups, trays and containers, for stationery and for corrugated and fabricated products. Our sheet lines run PP, HIPS, HDPE and PET blends, in mono layer or coextruded A/B and A/B/A structures, from 0.2 to 2 mm thick.",
    "Thirteen standard configurations cover outputs from 100 to 900 kg/h; pick the one closest to your sheet width and output, and we adapt the details to your products.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "sheet-line", alt: "Sheet extrusion line with three-roll calender and winder" },
        { name: "sheet-calender", alt: "Chrome-plated calender rolls polishing a PP sheet" },
      ],
      description: [
        "Each line has a vented extruder (with coextruders where the structure needs them), a melt pump, a flex-lip T-die and a three-roll calender with individually controlled roll temperatures. Haul-off, edge trim and a two-station winder or a cut-to-length stacker complete the line.",
      ],
      tableCaption: "Sheet extrusion lines: the thirteen standard configurations",
      tableHeaders: [
        "Configuration",
        "Extruder diameter (mm)",
        "Die width (mm)",
        "Output (kg/h)",
        "Calender size, dia × face (mm)",
        "Max. sheet width (mm)",
      ],
      tableRows: [
        ["JP-SL 1", "65", "650", "100", "250 × 700", "550"],
        ["JP-SL 2", "75", "800", "150", "300 × 850", "700"],
        ["JP-SL 3", "90", "1000", "220", "300 × 1050", "900"],
        ["JP-SL 4 (A/B)", "90 + 45", "1000", "250", "300 × 1050", "900"],
        ["JP-SL 5", "100", "1200", "300", "350 × 1250", "1100"],
        ["JP-SL 6 (A/B/A)", "100 + 50", "1200", "340", "350 × 1250", "1100"],
        ["JP-SL 7", "120", "1400", "400", "400 × 1450", "1300"],
        ["JP-SL 8 (A/B/A)", "120 + 65", "1400", "450", "400 × 1450", "1300"],
        ["JP-SL 9", "130", "1600", "500", "400 × 1650", "1500"],
        ["JP-SL 10 (A/B/A)", "130 + 75", "1600", "560", "450 × 1650", "1500"],
        ["JP-SL 11", "150", "2000", "650", "450 × 2050", "1850"],
        ["JP-SL 12 (A/B/C)", "150 + 90", "2000", "750", "500 × 2050", "1850"],
        ["JP-SL 13 (A/B/C/B/A)", "160 + 90 + 65", "2200", "900", "500 × 2250", "2050"],
      ],
      footnote: "Outputs are for PP; HIPS runs about 10% higher. Sheet thickness 0.2–2 mm on all configurations.",
      slideshowImages: [
        { name: "application-thermoformed-cups", alt: "Thermoformed PP cups and lids" },
        { name: "application-food-trays", alt: "Thermoformed food trays" },
        { name: "application-stationery", alt: "PP sheet files and folders" },
      ],
      applicationPoints: [
        "Thermoformed cups, glasses and lids",
        "Food trays and containers",
        "Stationery files and folders",
        "Fabricated boxes and partitions",
      ],
      catalogue: "/catalogues/sheet-extrusion-line.pdf",
    },
  ],
  gallery: [
    { id: "sheet-gallery-line", src: "sheet-gallery-line", alt: "Complete sheet line in our assembly hall" },
    { id: "sheet-gallery-die", src: "sheet-gallery-die", alt: "Flex-lip T-die before the calender" },
    { id: "sheet-gallery-calender", src: "sheet-gallery-calender", alt: "Three-roll calender with sheet running" },
    { id: "sheet-gallery-winder", src: "sheet-gallery-winder", alt: "Two-station sheet winder with a full roll" },
  ],
};
