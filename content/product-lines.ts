/**
 * The four product lines and which machine page belongs to which. Stated here once: the
 * navigation, the category browser, the sitemap and the prerender list all read it.
 */
export type ProductLineSlug = "woven-packaging" | "plastic-recycling" | "profile-extrusion" | "sheet-film-extrusion";

export interface ProductLine {
  slug: ProductLineSlug;
  title: string;
  summary: string;
  /** Image name (media pipeline) of the line's tile on /PlasticRecycling. */
  image: string;
}

export interface ProductPage {
  /** URL path segment, exactly as the spec spells it. */
  path: string;
  name: string;
  line: ProductLineSlug;
  summary: string;
  /** Image name (media pipeline) shown on the product's slide in the category browser. */
  image: string;
}

export const productLines: readonly ProductLine[] = [
  {
    slug: "woven-packaging",
    image: "category-woven-packaging",
    title: "Woven Packaging",
    summary:
      "Tape lines, winders, circular looms, coating, printing and bag conversion for PP/HDPE woven sacks and FIBCs.",
  },
  {
    slug: "plastic-recycling",
    image: "category-plastic-recycling",
    title: "Plastic Recycling",
    summary:
      "Washing plants and single- and two-stage pelletising lines for post-industrial and post-consumer plastic.",
  },
  {
    slug: "profile-extrusion",
    image: "category-profile-extrusion",
    title: "Profile Extrusion",
    summary: "Monofilament, box-strapping and battery-container lines for PP, HDPE and PET.",
  },
  {
    slug: "sheet-film-extrusion",
    image: "category-sheet-film-extrusion",
    title: "Sheet & Film Extrusion",
    summary: "Sheet lines, multilayer cast film lines and extrusion-coating laminators.",
  },
];

export const productPages: readonly ProductPage[] = [
  {
    path: "TapeExtrusion",
    image: "tape-line-overview",
    name: "Tape Extrusion Line",
    line: "woven-packaging",
    summary: "PP/HDPE raffia tape lines from 150 to 900 kg/h.",
  },
  {
    path: "WindingMachine",
    image: "winder-auto-doffing",
    name: "Tape Winding Machines",
    line: "woven-packaging",
    summary: "Tape, auto-doffing and fibrillated tape winders.",
  },
  {
    path: "CircularLoom",
    image: "loom-6-shuttle",
    name: "Circular Looms",
    line: "woven-packaging",
    summary: "Four- to twelve-shuttle looms and inside-lamination looms.",
  },
  {
    path: "ExtrusionCoating",
    image: "coating-tarpaulin",
    name: "Extrusion Coating & Lamination",
    line: "woven-packaging",
    summary: "Coating lines for woven fabric, FIBC and tarpaulin, die widths up to 6000 mm.",
  },
  {
    path: "PrintingMachine",
    image: "printing-machine",
    name: "Flexographic Printing Machine",
    line: "woven-packaging",
    summary: "4, 6 and 8 colour printing with 760 mm print width.",
  },
  {
    path: "Bag-Conversion",
    image: "bag-line-overview",
    name: "Bag Conversion & FIBC Equipment",
    line: "woven-packaging",
    summary: "Small-bag conversion lines and FIBC cutting, punching and baling.",
  },
  {
    path: "BBB",
    image: "bbb-machine",
    name: "Block Bottom Bag Machine",
    line: "woven-packaging",
    summary: "Block bottom valve and pocket bag making machine.",
  },
  {
    path: "WovenSack",
    image: "recycling-two-stage",
    name: "Woven Sack Recycling",
    line: "plastic-recycling",
    summary: "Cleaning, washing and single- or two-stage recycling of woven PP.",
  },
  {
    path: "PET",
    image: "pet-line-overview",
    name: "PET Bottle Washing & Recycling Line",
    line: "plastic-recycling",
    summary: "Hot-wash line turning post-consumer bottles into clean flakes.",
  },
  {
    path: "BatteryBox",
    image: "battery-box-line",
    name: "Battery Box Line",
    line: "profile-extrusion",
    summary: "PP copolymer sheet lines for battery containers and lids.",
  },
  {
    path: "Monofilament",
    image: "monofilament-line",
    name: "Monofilament Line",
    line: "profile-extrusion",
    summary: "JP 70/80/90 MONO lines for PP and HDPE monofilament.",
  },
  {
    path: "BoxStrapping",
    image: "strapping-line",
    name: "Box Strapping Line",
    line: "profile-extrusion",
    summary: "STRAPEX lines for PP and PET straps, 9 to 19 mm.",
  },
  {
    path: "SheetExtrusion",
    image: "sheet-line",
    name: "Sheet Extrusion Line",
    line: "sheet-film-extrusion",
    summary: "PP, HIPS and HDPE sheet lines in thirteen configurations.",
  },
  {
    path: "CastLine",
    image: "cast-line",
    name: "Multilayer Cast Film Line",
    line: "sheet-film-extrusion",
    summary: "JP-COEX-CF 1800/2300 in 3 and 5 layers for 15–150 micron film.",
  },
  {
    path: "Flexible",
    image: "lamiflex-line",
    name: "LAMIFLEX Extrusion Coating Line",
    line: "sheet-film-extrusion",
    summary: "LAMIFLEX 1200/1450/1600 extrusion coating and lamination.",
  },
];

export function productLinePath(slug: ProductLineSlug): string {
  return `/PlasticRecycling/${slug}`;
}

/** The slider of a product's line, opening on that product: /PlasticRecycling/TapeExtrusion. */
export function productInLinePath(product: ProductPage): string {
  return `/PlasticRecycling/${product.path}`;
}
