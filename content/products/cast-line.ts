import type { ProductContent } from "./schema";

export const castLine: ProductContent = {
  path: "CastLine",
  headline: "JP-COEX-CF multilayer cast film lines, 3 and 5 layers, 15–150 micron",
  intro: [
    "Cast film is clear, flat and gauge-accurate, which is why it is chosen for food packaging, lamination and hygiene products. Our JP-COEX-CF lines cast 3- or 5-layer CPP and CPE film from 15 to 150 microns, in working widths of 1800 and 2300 mm.",
  ],
  tabs: [
    {
      slug: "product",
      label: "Product",
      images: [
        { name: "cast-line", alt: "Multilayer cast film line with chill roll and turret winder" },
        { name: "cast-line-chill-roll", alt: "Film being cast on to a polished chill roll" },
      ],
      description: [
        "Extruders with gravimetric blending feed a feedblock and an auto-profile coat-hanger die. The film is cast on to a large, double-shell chill roll with an air knife and vacuum box, measured by an online gauge scanner, trimmed, corona-treated and wound on an automatic turret winder.",
        "Edge trim is ground and fed back inline, so a 5-layer line can run with almost no waste.",
      ],
      tableCaption: "JP-COEX-CF cast film lines: main specifications",
      tableHeaders: [
        "Parameter",
        "JP-COEX-CF 1800 (3 layer)",
        "JP-COEX-CF 1800 (5 layer)",
        "JP-COEX-CF 2300 (3 layer)",
        "JP-COEX-CF 2300 (5 layer)",
      ],
      tableRows: [
        ["Number of layers", "3", "5", "3", "5"],
        ["Extruders (mm)", "65 + 90 + 65", "50 + 65 + 90 + 65 + 50", "75 + 105 + 75", "65 + 75 + 105 + 75 + 65"],
        ["Die width (mm)", "1800", "1800", "2300", "2300"],
        ["Net film width (mm)", "1600", "1600", "2100", "2100"],
        ["Film thickness (micron)", "15–150", "15–150", "15–150", "15–150"],
        ["Output (kg/h)", "350", "400", "450", "550"],
        ["Max. line speed (m/min)", "200", "200", "250", "250"],
        ["Chill roll diameter (mm)", "800", "800", "1000", "1000"],
      ],
      footnote:
        "Outputs are for CPP film; line speed is limited at the thin end by output and at the thick end by cooling.",
      slideshowImages: [
        { name: "application-food-film", alt: "Clear cast PP film wrapping fresh bread" },
        { name: "application-lamination-film", alt: "Metallised cast film for snack packaging" },
        { name: "application-hygiene-film", alt: "Breathable backsheet film for hygiene products" },
      ],
      applicationPoints: [
        "CPP film for food and textile packaging",
        "Metallising and lamination base film",
        "Hygiene backsheet and release film",
        "Stretch and protective film",
      ],
      catalogue: "/catalogues/cast-film-line.pdf",
    },
  ],
};
