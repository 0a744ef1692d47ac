import type { ProductContent } from "./schema";

export const bbb: ProductContent = {
  path: "BBB",
  headline: "Block bottom valve and pocket bag making machine",
  intro: [
    "Block bottom bags fill like paper sacks, stack like bricks and stay square on the pallet, with the strength of woven polypropylene. Our BBB machine makes block bottom valve and pocket bags from coated woven fabric tubes, welding the bottoms with hot air and without adhesive.",
    "It is the machine behind the block bottom valve sack partnership announced on our news page, and is supplied with tube feeding, valve and pocket forming, bottom patching and counting in one line.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "bbb-machine", alt: "Block bottom bag making machine with tube feed and bottom patching stations" },
        {
          name: "bbb-bag-dimensions",
          alt: "Drawing of a block bottom pocket bag showing dimensions W1, W2, W3, L, L1 and T",
        },
      ],
      description: [
        "Tubes are cut, opened into a block bottom, fitted with a valve or pocket, and closed with a welded patch at both ends. Hot-air welding melts only the coating, so the fabric keeps its strength and the bag needs no glue.",
        "Bag dimensions are named as in the drawing: W1 bag width, W2 bottom width, W3 valve (pocket) width, L bag length, L1 tube cut length and T coated-fabric thickness.",
      ],
      tableCaption: "Block bottom bag machine: parameters and bag size ranges",
      tableHeaders: ["Parameter", "Value"],
      tableRows: [
        ["Output (bags/min)", "Up to 70"],
        ["Bag type", "Block bottom valve bag or pocket bag"],
        ["Fabric", "Coated PP or HDPE woven, 55–110 g/m²"],
        ["W1 — bag width (mm)", "350–600"],
        ["W2 — bottom width (mm)", "80–180"],
        ["W3 — valve (pocket) width (mm)", "80–180"],
        ["L — bag length (mm)", "430–910"],
        ["L1 — tube cut length (mm)", "560–1150"],
        ["T — coated fabric thickness (micron)", "60–120"],
        ["Bottom closing", "Hot-air welded patch, no adhesive"],
        ["Installed power (kW)", "120"],
        ["Compressed air", "6 bar, 1200 l/min"],
      ],
      footnote: "W3 cannot exceed W2. Bag sizes outside these ranges need change parts; please ask our sales team.",
      slideshowImages: [
        { name: "application-block-bottom-bags", alt: "Pallet of square block bottom cement bags" },
        { name: "application-cement-sacks", alt: "Pallet of woven cement sacks" },
      ],
      applicationPoints: [
        "Cement, putty and building chemicals",
        "Fertiliser and seeds",
        "Food grains, sugar and flour",
        "Animal feed and pet food",
        "Polymer granules and minerals",
      ],
      catalogue: "/catalogues/block-bottom-bag-machine.pdf",
    },
  ],
};
