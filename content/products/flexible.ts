import type { ProductContent } from "./schema";

export const flexible: ProductContent = {
  path: "Flexible",
  headline: "LAMIFLEX 1200, 1450 and 1600 extrusion coating and lamination lines",
  intro: [
    "LAMIFLEX lines coat and laminate flexible packaging substrates with LDPE or PP: BOPP, polyester, aluminium foil, paper and board. They make the laminates behind tea, spice and snack pouches, toothpaste tube stock, paper cups and ream wrappers.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "lamiflex-line", alt: "LAMIFLEX extrusion coating and lamination line" },
        { name: "lamiflex-nip", alt: "Lamination nip with chill roll and pressure roll" },
      ],
      description: [
        "A high-speed extruder and an auto-deckling T-die coat the primary web at the nip, where a secondary web can be laminated on at the same time. Shaftless unwinders with flying splice, corona and primer stations, a chill roll with precise cooling and a turret rewinder keep the line running without stops at roll changes.",
      ],
      tableCaption: "LAMIFLEX lines: main specifications",
      tableHeaders: ["Parameter", "LAMIFLEX 1200", "LAMIFLEX 1450", "LAMIFLEX 1600"],
      tableRows: [
        ["Max. lamination width (mm)", "1200", "1450", "1600"],
        ["Die width (mm)", "1300", "1550", "1700"],
        ["Extruder screw (mm)", "90", "100", "100"],
        ["Coating weight (g/m²)", "10–40", "10–40", "10–40"],
        ["Max. line speed (m/min)", "200", "250", "250"],
        ["Unwinders", "Primary and secondary", "Primary and secondary", "Primary and secondary"],
      ],
      footnote: "Line speed depends on substrate and coating weight; paper coating runs at the upper end.",
      slideshowImages: [
        { name: "application-pouches", alt: "Laminated tea and spice pouches" },
        { name: "application-paper-cups", alt: "PE-coated paper cups" },
        { name: "application-tube-laminate", alt: "Laminated toothpaste tubes" },
      ],
      applicationPoints: [
        "BOPP, polyester and foil laminates for pouches",
        "PE-coated paper and board for cups",
        "Tube laminates",
        "Ream wrappers and industrial paper",
      ],
      catalogue: "/catalogues/lamiflex-extrusion-coating.pdf",
    },
  ],
};
