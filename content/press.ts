/**
 * Press coverage on /news. Each item is also printed as the PDF at its link by
 * scripts/press/build.mjs, so the page and the file always say the same thing.
 */
import type { PressItem } from "./schema";

export const pressItems: readonly PressItem[] = [
  {
    slug: "plastic-today-jp-extrusion-2021",
    title: "Plastics Today, 2021: Building the whole woven-sack plant",
    link: "/press/plastic-today-jp-extrusion-2021.pdf",
    publication: "Plastics Today",
    date: "2021-06-14",
    headline: "Building the whole woven-sack plant, from tape line to finished bag",
    standfirst:
      "Thirty-four years after it started as a machine shop, JP Extrusion Systems supplies every machine a woven-sack maker needs and ships two lines in three abroad.",
    body: [
      "Walk through the JP Extrusion Systems works in Ankleshwar and you pass every stage of a woven sack: tape lines on test, circular looms being timed, a coating line laminating fabric and a bag conversion line stacking finished sacks.",
      "That is the point, says the company. A sack maker who buys the whole plant from one builder gets lines that are matched in output and speak to one service team. Most of its customers started with a single tape line and came back for the rest.",
      "Exports now account for well over half of the order book, with machines running in more than forty countries across Africa, the Middle East, Central and South-East Asia. Offices in Moscow and Ho Chi Minh City opened in 2019 to bring spares and engineers closer to those customers.",
      "The pandemic year was used to redesign the stretching oven of the tape line, cutting its energy use per kilogram of tape, and to move the looms to servo-driven take-up. Both are now standard.",
    ],
  },
  {
    slug: "polymer-communique-2017",
    title: "Polymer Communiqué, 2017: Three decades of extrusion",
    link: "/press/polymer-communique-2017.pdf",
    publication: "Polymer Communiqué",
    date: "2017-11-02",
    headline: "Three decades of extrusion machinery from Ankleshwar",
    standfirst:
      "As its new assembly hall opens, the Gujarat machine builder looks back at thirty years and ahead at recycling.",
    body: [
      "JP Extrusion Systems marked its thirtieth year by opening a new assembly hall that takes its works to 70,000 sq m, with a test hall long enough to run a complete tape line end to end.",
      "The company began in 1987 making spares for imported extruders, delivered its first tape line in 1989 and its first circular loom two years later. Today its range covers woven packaging, recycling, profile extrusion and sheet and film.",
      "Recycling is the fastest-growing part of the business. Sack makers want to reuse their own trim and rejects, and converters of post-consumer film want washing plants that run on less water.",
      "The founder's rule still applies, the company says: no machine leaves the works until it has run with the customer's material in the test hall.",
    ],
  },
  {
    slug: "the-economic-times-polymers-2017",
    title: "The Economic Times, Polymers, 2017: Machine builders ride the packaging boom",
    link: "/press/the-economic-times-polymers-2017.pdf",
    publication: "The Economic Times — Polymers",
    date: "2017-08-21",
    headline: "Indian machine builders ride the flexible packaging boom",
    standfirst: "Demand for woven sacks and FIBCs at home and abroad keeps Gujarat's machine builders busy.",
    body: [
      "Cement, fertiliser and food grain producers pack more of their output in woven polypropylene every year, and the plants that make those sacks increasingly buy Indian machinery.",
      "At JP Extrusion Systems in Ankleshwar, the order book for tape lines and circular looms stretches nine months. The company says export customers value machines that are simple to maintain and spares that arrive in days rather than weeks.",
      "The builder now ships to more than thirty-five countries and is adding box-strapping, monofilament and sheet lines built on the same extruders as its tape lines.",
      "Industry watchers expect demand to hold as more bulk goods move from jute and paper into woven plastic, and as FIBC exports grow.",
    ],
  },
  {
    slug: "modern-plastics-india-2017",
    title: "Modern Plastics India, 2017: A tape line built for 900 kg/h",
    link: "/press/modern-plastics-india-2017.pdf",
    publication: "Modern Plastics India",
    date: "2017-03-10",
    headline: "A tape line built for 900 kg/h",
    standfirst: "JP Extrusion Systems shows its fastest raffia tape line, aimed at large sack and FIBC plants.",
    body: [
      "The new JP tape line produces up to 900 kg of PP or HDPE tape an hour, feeding enough tape for a hall of circular looms from a single extruder.",
      "Its hot-air stretching oven holds the temperature across the full width to within a degree, so the tapes stretch evenly and the fabric weaves without breaks.",
      "The line is controlled from one panel with recipes for each tape denier, and the winders doff automatically, so a shift needs fewer operators.",
      "The company says the first lines are going to FIBC makers in Gujarat and to a sack plant in East Africa.",
    ],
  },
];
