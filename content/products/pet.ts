import type { ProductContent } from "./schema";

export const pet: ProductContent = {
  path: "PET",
  headline: "PET bottle washing and recycling line",
  intro: [
    "Our PET line turns baled post-consumer bottles into clean, hot-washed flakes for fibre, strapping and sheet. It is engineered as a complete plant: debaling, label removal, sorting, wet grinding, hot washing, rinsing, drying and flake storage.",
    "Lines are sized from 500 to 2000 kg/h of clean flake and laid out to suit your building, with water treatment that recirculates most of the process water.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "pet-line-overview", alt: "PET bottle washing line with hot-wash reactor and rinsing tanks" },
        { name: "pet-flakes", alt: "Clean transparent PET flakes after hot washing" },
      ],
      description: [
        "Bales are broken by a debaler and bottles pass through a trommel and a label remover that strips sleeves without breaking the bottles. After manual or optical sorting, wet granulators cut bottles into 12–14 mm flakes.",
        "A hot-wash reactor with caustic solution at 85–90 °C removes glue, oil and residues. Friction washers and a float-sink tank separate the PP and PE caps and labels, and a dewatering screw and thermal dryer bring the flakes below 1% moisture.",
        "Clean flakes go straight into our STRAPEX PET strapping lines, into sheet lines or to fibre spinners.",
      ],
      tableHeaders: [],
      tableRows: [],
      footnote:
        "Flake quality depends on the input bales; we test a sample of your bottles in our works before proposing a line.",
      slideshowImages: [
        { name: "application-pet-strap", alt: "Coils of green PET strapping" },
        { name: "application-polyester-fibre", alt: "Recycled polyester staple fibre" },
        { name: "application-pet-sheet", alt: "Thermoformed trays made from recycled PET sheet" },
      ],
      applicationPoints: [
        "Flakes for polyester staple fibre",
        "Flakes for PET strapping",
        "Flakes for sheet and thermoformed packaging",
        "Feedstock for bottle-to-bottle recycling",
      ],
      catalogue: "/catalogues/pet-washing-line.pdf",
    },
  ],
};
