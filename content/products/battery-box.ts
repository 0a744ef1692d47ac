import type { ProductContent } from "./schema";

export const batteryBox: ProductContent = {
  path: "BatteryBox",
  headline: "PP copolymer sheet lines for battery containers and lids",
  intro: [
    "Battery containers for inverter, e-rickshaw and industrial batteries need sheet that is tough at low temperature, resistant to acid and exact in thickness. Our battery box line extrudes impact-modified PP copolymer sheet that is thermoformed or fabricated into containers and lids.",
    "The line runs virgin or recycled PP copolymer with colour masterbatch, and its gauge control keeps wall thickness within tight tolerance across the sheet.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "battery-box-line", alt: "PP sheet line for battery containers with three-roll calender" },
        { name: "battery-box-containers", alt: "Black PP battery containers and lids" },
      ],
      description: [
        "A vented single-screw extruder with gear pump feeds a flex-lip T-die and a vertical three-roll calender with individually heated rolls. A haul-off, edge trimmer and cut-to-length unit deliver sheets stacked and ready for forming.",
      ],
      tableCaption: "Battery box sheet lines: main specifications",
      tableHeaders: ["Model", "Extruder screw (mm)", "Sheet width (mm)", "Sheet thickness (mm)", "Output (kg/h)"],
      tableRows: [
        ["JP-BB 90", "90", "1000", "2–6", "250"],
        ["JP-BB 120", "120", "1300", "2–8", "400"],
      ],
      footnote: "Output is for PP copolymer with up to 30% recycled content.",
      slideshowImages: [
        { name: "application-battery-boxes", alt: "Stack of moulded battery containers" },
        { name: "application-e-rickshaw-battery", alt: "E-rickshaw battery pack in a PP container" },
      ],
      applicationPoints: [
        "Inverter and UPS battery containers",
        "E-rickshaw and traction battery boxes",
        "Battery lids and covers",
        "Chemical-resistant trays and tanks",
      ],
      catalogue: "/catalogues/battery-box-line.pdf",
    },
  ],
};
