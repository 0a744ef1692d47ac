import type { ProductContent } from "./schema";

export const printingMachine: ProductContent = {
  path: "PrintingMachine",
  headline: "Flexographic printing in 4, 6 and 8 colours, 760 mm print width",
  intro: [
    "Our flexographic printing machines print woven fabric, laminated fabric and film in 4, 6 or 8 colours, roll to roll, with a print width of 760 mm that suits the common sack sizes in two-across layouts.",
    "Sharp registration, fast drying and quick job changes matter more than top speed on a sack printing floor; the machine is designed around all three.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "printing-machine", alt: "Eight-colour flexographic printing machine" },
        { name: "printing-station", alt: "Printing station with anilox roll and doctor blade" },
      ],
      description: [
        "Stack-type printing stations with ceramic anilox rolls and chambered doctor blades give clean solids and fine text. Each station is register-adjustable while running, and hot-air dryers with IR boosters between stations dry water- and solvent-based inks.",
        "Servo-driven unwind and rewind with automatic web guiding keep the fabric straight, and a video web inspection system is available as an option.",
      ],
      tableCaption: "Flexographic printing machines: main specifications",
      tableHeaders: ["Parameter", "4 Colour", "6 Colour", "8 Colour"],
      tableRows: [
        ["Number of colours", "4", "6", "8"],
        ["Max. print width (mm)", "760", "760", "760"],
        ["Max. web width (mm)", "800", "800", "800"],
        ["Print repeat length (mm)", "400–1000", "400–1000", "400–1000"],
        ["Max. mechanical speed (m/min)", "120", "120", "100"],
        ["Printing type", "Stack", "Stack", "Stack"],
        ["Main drive (kW)", "7.5", "11", "15"],
      ],
      footnote: "Printing speed depends on ink, substrate and coverage. Wider print widths are built on request.",
      slideshowImages: [
        { name: "application-printed-sacks", alt: "Colourfully printed woven sacks for flour and rice" },
        { name: "application-bopp-sacks", alt: "BOPP-laminated pet-food and rice sacks" },
      ],
      applicationPoints: [
        "Woven PP and HDPE sack fabric",
        "Laminated woven fabric",
        "BOPP and PE film for lamination",
        "Non-woven fabric",
      ],
      catalogue: "/catalogues/printing-machine.pdf",
    },
  ],
};
