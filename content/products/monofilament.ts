import type { ProductContent } from "./schema";

export const monofilament: ProductContent = {
  path: "Monofilament",
  headline: "JP 70, 80 and 90 MONO lines for PP and HDPE monofilament",
  intro: [
    "Monofilament from our JP MONO lines goes into rope, twine, fishing nets, shade nets, insect screens and brush bristles. Each line spins round filaments through a multi-hole spinneret, quenches them in water and draws them through hot-water and hot-air stages for strength and low elongation.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "monofilament-line", alt: "Monofilament line with spinneret, quench bath and godet stands" },
        { name: "monofilament-godets", alt: "Seven-roll godet stand drawing monofilament" },
      ],
      description: [
        "A 30:1 L/D extruder with melt pump feeds the spinneret at constant pressure for an even filament diameter. Three seven-roll godet stands, a hot-water stretching bath and a hot-air oven give draw ratios up to 1:10, and the filaments are taken up on individual precision winders.",
      ],
      tableCaption: "JP MONO lines: main specifications",
      tableHeaders: ["Parameter", "JP 70 MONO", "JP 80 MONO", "JP 90 MONO"],
      tableRows: [
        ["Screw diameter (mm)", "70", "80", "90"],
        ["L/D ratio", "30:1", "30:1", "30:1"],
        ["Output, PP (kg/h)", "120", "160", "220"],
        ["Output, HDPE (kg/h)", "100", "140", "190"],
        ["Godet width (mm)", "600", "800", "1000"],
        ["Max. line speed (m/min)", "250", "250", "300"],
        ["Filament diameter (mm)", "0.15–1.5", "0.15–1.5", "0.15–1.5"],
        ["Winding positions (nos.)", "120", "160", "200"],
      ],
      footnote: "Outputs are for 0.3 mm filament; coarser filaments run at higher output and lower speed.",
      slideshowImages: [
        { name: "application-rope", alt: "Coils of twisted PP rope" },
        { name: "application-fishing-net", alt: "HDPE fishing nets drying on a quay" },
        { name: "application-shade-net", alt: "Green shade net over a plant nursery" },
      ],
      applicationPoints: [
        "Ropes and twines",
        "Fishing and sports nets",
        "Shade nets and insect screens",
        "Brooms and brush bristles",
      ],
      catalogue: "/catalogues/monofilament-line.pdf",
    },
  ],
};
