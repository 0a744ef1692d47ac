import type { ProductContent } from "./schema";

export const boxStrapping: ProductContent = {
  path: "BoxStrapping",
  headline: "STRAPEX lines for PP and PET box strapping, 9 to 19 mm",
  intro: [
    "STRAPEX lines make embossed PP and PET strapping for manual tools and automatic strapping machines. PP straps are for carton and light-load packing; PET straps, made from recycled bottle flakes, replace steel strapping on heavy loads such as bricks, steel coils, cotton bales and timber.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "strapping-line", alt: "STRAPEX strapping line with stretching oven and embossing unit" },
        { name: "strapping-coils", alt: "Coils of embossed PP and PET strapping" },
      ],
      description: [
        "Both PP and PET lines extrude flat strands through a multi-slot die, quench, stretch and emboss them, and anneal them for low shrinkage. The PET line adds a crystalliser and dehumidifying dryer so that flakes reach the extruder below 50 ppm moisture.",
        "Each strap has its own automatic winder, so coils of the right length and weight come off the line ready to pack.",
      ],
      tableCaption: "STRAPEX strapping lines: main specifications",
      tableHeaders: ["Parameter", "STRAPEX 70-PP", "STRAPEX 80-PP", "STRAPEX 80-PET", "STRAPEX 100-PET"],
      tableRows: [
        ["Materials", "PP (virgin or recycled)", "PP (virgin or recycled)", "PET bottle flakes", "PET bottle flakes"],
        ["Screw diameter (mm)", "70", "80", "80", "100"],
        ["Number of straps", "4", "6", "4", "6"],
        ["Strap sizes (mm)", "9 / 12 / 15 / 19", "9 / 12 / 15 / 19", "9 / 12 / 15 / 19", "9 / 12 / 15 / 19"],
        ["Output (kg/h)", "75-80", "100-120", "150-180", "200-250"],
        ["Winders (nos.)", "4", "6", "4", "6"],
      ],
      footnote: "Output depends on strap size and material; PET outputs are for dried, clean bottle flakes.",
      slideshowImages: [
        { name: "application-pet-strap", alt: "Coils of green PET strapping" },
        { name: "application-strapped-cartons", alt: "Cartons on a pallet held by PP straps" },
        { name: "application-strapped-bricks", alt: "Brick stacks strapped with PET strapping" },
      ],
      applicationPoints: [
        "Carton and box strapping",
        "Heavy loads: bricks, tiles, steel and timber",
        "Cotton, yarn and paper bales",
        "Automatic and semi-automatic strapping machines",
      ],
      catalogue: "/catalogues/box-strapping-line.pdf",
    },
  ],
};
