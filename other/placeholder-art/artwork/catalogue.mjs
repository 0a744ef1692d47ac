// Every generated picture: its file name in content/media/ and the scene that draws it.
// Content modules refer to these names; content/media.test.ts checks that each one exists.
import { blueprintScene, hallScene, lineScene } from "./scenes-lines.mjs";
import {
  loomScene,
  partsScene,
  pelletsScene,
  rollsScene,
  sacksScene,
  trophyScene,
  wovenScene,
} from "./scenes-objects.mjs";
import { boothScene, eventScene, facadeScene, globeScene, magazineScene, mapScene } from "./scenes-places.mjs";

const EXPORT_DESTINATIONS = [
  [31, 30],
  [3, 7],
  [37, -1],
  [39, 9],
  [35, -6],
  [28, -26],
  [46, 24],
  [55, 25],
  [58, 23],
  [35, 39],
  [37, 56],
  [69, 41],
  [67, 48],
  [90, 23.7],
  [80, 7],
  [85, 27.7],
  [100, 14],
  [106, 16],
  [107, 11],
  [121, 14.5],
  [107, -6.5],
  [102, 3],
  [13, 52],
  [19, 52],
  [-6, 34],
  [44, 33],
  [151, -34],
  [32, 15],
];

/** Venues of the coming trade shows, matching content/exhibitions.ts. */
const UPCOMING_PINS = [
  [29, 41],
  [37.6, 55.8],
  [72.9, 19.1],
  [77.2, 28.6],
  [106.7, 10.8],
  [6.8, 51.2],
];

const EXHIBITIONS = [
  ["indiaplast", "INDIAPLAST", [2019]],
  ["plastivision", "PLASTIVISION", [2017, 2013, 2011, 2007]],
  ["plastindia", "PLASTINDIA", [2018, 2015, 2012, 2009, 2006, 2000, 1997, 1994]],
  ["k-germany", "K", [2025, 2022, 2019, 2016, 2007]],
];

const EVENTS = [
  ["womens-day-2022", "stage", "WOMENS DAY 2022"],
  ["blood-donation-2019", "camp", "BLOOD DONATION CAMP 2019"],
  ["blood-donation-2018", "camp", "BLOOD DONATION CAMP 2018"],
  ["yoga-day-2018", "yoga", "YOGA DAY 2018"],
];

const MACHINES = [
  ["tape-extrusion", (name) => lineScene({ name, kind: "tape" })],
  ["winding-machine", (name) => rollsScene({ name, kind: "mono" })],
  ["circular-loom", (name) => loomScene({ name })],
  ["extrusion-coating", (name) => lineScene({ name, kind: "coating" })],
  ["printing-machine", (name) => wovenScene({ name, printed: true })],
  ["bag-conversion", (name) => sacksScene({ name })],
  ["bbb", (name) => sacksScene({ name })],
  ["woven-sack", (name) => lineScene({ name, kind: "pellet" })],
  ["pet", (name) => pelletsScene({ name })],
  ["battery-box", (name) => hallScene({ name, machines: 4 })],
  ["monofilament", (name) => lineScene({ name, kind: "strap" })],
  ["box-strapping", (name) => rollsScene({ name, kind: "strap" })],
  ["sheet-extrusion", (name) => lineScene({ name, kind: "sheet" })],
  ["cast-line", (name) => lineScene({ name, kind: "film" })],
  ["flexible", (name) => lineScene({ name, kind: "coating" })],
];

const MILESTONES = {
  1989: (name) => lineScene({ name, kind: "tape" }),
  1991: (name) => loomScene({ name, shuttles: 4 }),
  1994: (name) => globeScene({ name, destinations: EXPORT_DESTINATIONS.slice(13, 17) }),
  1997: (name) => hallScene({ name, era: "old", machines: 3 }),
  2000: (name) => lineScene({ name, kind: "coating" }),
  2003: (name) => blueprintScene({ name, kind: "tape" }),
  2006: (name) => lineScene({ name, kind: "strap" }),
  2009: (name) => lineScene({ name, kind: "pellet" }),
  2012: (name) => lineScene({ name, kind: "film" }),
  2015: (name) => lineScene({ name, kind: "sheet" }),
  2017: (name) => hallScene({ name, machines: 6 }),
  2019: (name) => globeScene({ name, destinations: EXPORT_DESTINATIONS }),
  2024: (name) => sacksScene({ name }),
};

/** The home page hero at a moment of its clip; frame 0 is the poster (render-hero-clip.mjs). */
export function heroFrame(flow) {
  return (name) => lineScene({ name, kind: "tape", w: 1600, h: 900, scale: 0.64, flow, align: "right" });
}

function* entries() {
  yield ["home-hero", heroFrame(0)];
  yield ["home-intro", (name) => blueprintScene({ name, kind: "film" })];
  yield ["home-about", (name) => hallScene({ name, machines: 6 })];
  yield ["home-export", (name) => globeScene({ name, destinations: EXPORT_DESTINATIONS })];
  yield ["corporate-film", (name) => hallScene({ name, machines: 5, dusk: true, h: 900 })];
  yield ["category-woven-packaging", (name) => loomScene({ name, w: 1200, h: 900 })];
  yield ["category-plastic-recycling", (name) => pelletsScene({ name, w: 1200, h: 900 })];
  yield ["category-profile-extrusion", (name) => rollsScene({ name, kind: "strap", w: 1200, h: 900 })];
  yield ["category-sheet-film-extrusion", (name) => rollsScene({ name, kind: "film", w: 1200, h: 900 })];
  for (const [slug, draw] of MACHINES) yield [`machine-${slug}`, draw];

  yield ["banner-about", (name) => hallScene({ name, machines: 5, h: 700 })];
  yield ["banner-contact", (name) => facadeScene({ name, h: 700 })];
  yield ["banner-service", (name) => partsScene({ name, h: 700 })];
  yield ["banner-news", (name) => wovenScene({ name, h: 700, printed: true })];
  yield ["banner-exhibition", (name) => boothScene({ name, h: 700, show: "PLASTINDIA", year: 2018 })];
  yield ["banner-careers", (name) => blueprintScene({ name, kind: "sheet", h: 700 })];
  yield ["founder-workshop", (name) => hallScene({ name, era: "old", machines: 2 })];
  for (const [year, draw] of Object.entries(MILESTONES)) yield [`milestone-${year}`, draw];

  yield ["service-spares", (name) => partsScene({ name })];
  yield ["news-bbb-machine", (name) => lineScene({ name, kind: "coating" })];
  yield ["news-bbb-sacks", (name) => sacksScene({ name })];
  yield ["award-best-brand-2021", (name) => trophyScene({ name, label: "BEST BRAND", year: 2021 })];
  yield ["award-best-brand-2019", (name) => trophyScene({ name, label: "BEST BRAND", year: 2019 })];
  yield ["video-tape-line", (name) => lineScene({ name, kind: "tape", h: 900 })];
  yield ["video-circular-loom", (name) => loomScene({ name, h: 900, shuttles: 6 })];
  yield ["video-bbb-machine", (name) => sacksScene({ name, h: 900 })];
  yield ["video-recycling-line", (name) => lineScene({ name, kind: "pellet", h: 900 })];
  // Our own customer magazine: the site shows no other publication's masthead.
  yield [
    "magazine-jp-news-2017",
    (name) => magazineScene({ name, masthead: "JP NEWS", kind: "tape", issue: "MARCH 2017" }),
  ];
  yield [
    "magazine-jp-news-2021",
    (name) => magazineScene({ name, masthead: "JP NEWS", kind: "film", issue: "JUNE 2021" }),
  ];
  yield ["photo-commissioning", (name) => lineScene({ name, kind: "tape" })];
  yield ["photo-assembly-hall", (name) => hallScene({ name, machines: 7 })];

  yield ["exhibitions-map", (name) => mapScene({ name, pins: UPCOMING_PINS })];
  for (const [slug, show, years] of EXHIBITIONS) {
    for (const year of years) {
      const base = `expo-${slug}-${year}`;
      yield [`${base}-1`, (name) => boothScene({ name, show, year })];
      yield [`${base}-2`, (name) => boothScene({ name, show, year, view: "close" })];
      yield [`${base}-3`, (name) => lineScene({ name, kind: ["tape", "film", "sheet", "strap", "coating"][year % 5] })];
    }
  }
  for (const [slug, kind, banner] of EVENTS) {
    for (const n of [1, 2, 3]) yield [`event-${slug}-${n}`, (name) => eventScene({ name, kind, banner, variant: n })];
  }
}

/** [name, draw] pairs; draw(name) returns the SVG text. */
export const artwork = [...entries()];

// Pictures named by other content (the machine pages) get a scene chosen by the words in the
// name, 4:3 like the product layout; the first matching rule wins.
const RULES = [
  [/loom-(\d+)-shuttle/, (name, m) => loomScene({ name, w: 1600, h: 1200, shuttles: Number(m[1]) })],
  [/loom/, (name) => loomScene({ name, w: 1600, h: 1200 })],
  [/winder|bobbin|twine/, (name) => rollsScene({ name, kind: "mono", w: 1600, h: 1200 })],
  [/print/, (name) => wovenScene({ name, printed: true, w: 1600, h: 1200 })],
  [/coating|lamiflex|lamination|laminate|laminated/, (name) => lineScene({ name, kind: "coating", w: 1600, h: 1200 })],
  [/fibc|bag|bbb|sack/, (name) => sacksScene({ name, w: 1600, h: 1200 })],
  [/tarpaulin|pond-liner|woven|leno|shade-net/, (name) => wovenScene({ name, w: 1600, h: 1200 })],
  [/cast|film|pouch/, (name) => lineScene({ name, kind: "film", w: 1600, h: 1200 })],
  [/sheet|calender|tray|cup|stationery/, (name) => lineScene({ name, kind: "sheet", w: 1600, h: 1200 })],
  [
    /strap|brick|carton/,
    (name) =>
      name.includes("line")
        ? lineScene({ name, kind: "strap", w: 1600, h: 1200 })
        : rollsScene({ name, kind: "strap", w: 1600, h: 1200 }),
  ],
  [/monofilament|rope|net/, (name) => lineScene({ name, kind: "strap", w: 1600, h: 1200 })],
  [/granule|flake|polyester|waste|recycled-products/, (name) => pelletsScene({ name, w: 1600, h: 1200 })],
  [/recycl|pet/, (name) => lineScene({ name, kind: "pellet", w: 1600, h: 1200 })],
  [/battery/, (name) => hallScene({ name, machines: 4, w: 1600, h: 1200 })],
  [/tape|godet|slitting|extruder|oven|die/, (name) => lineScene({ name, kind: "tape", w: 1600, h: 1200 })],
];

/** A scene for a picture name the catalogue does not list. */
export function drawByName(name) {
  for (const [pattern, draw] of RULES) {
    const match = name.match(pattern);
    if (match) return draw(name, match);
  }
  return hallScene({ name, w: 1600, h: 1200 });
}
