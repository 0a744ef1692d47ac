/**
 * Our press releases on /news. Each is also printed as the PDF at its link by
 * the build's press step (scripts/press/generate.ts), so the page and the file always say the same thing. They are the
 * company's own releases: none is presented as an article of any publication.
 */
import type { PressItem } from "./schema";

export const pressItems: readonly PressItem[] = [
  {
    slug: "complete-woven-sack-plant-2021",
    title: "JP Extrusion Systems now builds every machine of a woven-sack plant",
    link: "/press/complete-woven-sack-plant-2021.pdf",
    place: "Ankleshwar",
    date: "2021-06-14",
    standfirst:
      "Thirty-four years after it started as a machine shop, the company supplies every line a woven-sack maker needs, and ships most of them abroad.",
    body: [
      "A visitor to the JP Extrusion Systems works in Ankleshwar passes every stage of a woven sack: tape lines on test, circular looms being timed, a coating line laminating fabric and a bag conversion line stacking finished sacks.",
      "A sack maker who buys the whole plant from one builder gets lines that are matched in output and one service team to call. Most of our customers started with a single tape line and came back for the rest.",
      "Exports now account for well over half of our order book, with machines running in more than forty countries across Africa, the Middle East, Central and South-East Asia. Our offices in Moscow and Ho Chi Minh City, opened in 2019, keep spares and engineers close to those customers.",
      "During the pandemic year our engineers redesigned the stretching oven of the tape line, cutting its energy use per kilogram of tape, and moved the looms to servo-driven take-up. Both are now standard on every new machine.",
    ],
  },
  {
    slug: "assembly-hall-2017",
    title: "A new assembly hall takes the JP Extrusion Systems works to 70,000 sq m",
    link: "/press/assembly-hall-2017.pdf",
    place: "Ankleshwar",
    date: "2017-11-02",
    standfirst:
      "In its thirtieth year the company opens a hall long enough to run a complete tape line end to end, and looks ahead to recycling.",
    body: [
      "JP Extrusion Systems has marked its thirtieth year by opening a new assembly hall that takes its works to 70,000 sq m, with a test hall long enough to run a complete tape line end to end.",
      "The company began in 1987 making spares for imported extruders, delivered its first tape line in 1989 and its first circular loom two years later. Today its range covers woven packaging, recycling, profile extrusion and sheet and film.",
      "Recycling is the fastest-growing part of the business. Sack makers want to reuse their own trim and rejects, and converters of post-consumer film want washing plants that run on less water.",
      "The founder's rule still applies: no machine leaves the works until it has run with the customer's material in the test hall.",
    ],
  },
  {
    slug: "woven-packaging-order-book-2017",
    title: "Demand for woven packaging lines fills the JP Extrusion Systems order book",
    link: "/press/woven-packaging-order-book-2017.pdf",
    place: "Ankleshwar",
    date: "2017-08-21",
    standfirst: "Sack and FIBC makers at home and abroad are ordering tape lines and circular looms nine months ahead.",
    body: [
      "Cement, fertiliser and food grain producers pack more of their output in woven polypropylene every year, and the plants that make those sacks are buying more machinery built in India. Orders for our tape lines and circular looms now reach nine months ahead.",
      "Export customers tell us they value machines that are simple to maintain and spares that arrive in days rather than weeks. Most wear parts are in stock at Ankleshwar and leave the works within 48 hours.",
      "We now ship to more than thirty-five countries, and box-strapping, monofilament and sheet lines built on the same extruders as our tape lines take a growing share of the orders.",
      "We expect demand to hold as more bulk goods move from jute and paper into woven plastic, and as exports of FIBCs grow.",
    ],
  },
  {
    slug: "tape-line-900-2017",
    title: "JP Extrusion Systems launches a tape line built for 900 kg/h",
    link: "/press/tape-line-900-2017.pdf",
    place: "Ankleshwar",
    date: "2017-03-10",
    standfirst: "The JP-TL 150, our fastest raffia tape line, is built for large sack and FIBC plants.",
    body: [
      "The new JP-TL 150 tape line produces up to 900 kg/h of PP or HDPE tape, enough for a hall of circular looms from a single extruder.",
      "Its hot-air stretching oven holds the temperature across the full width to within a degree, so the tapes stretch evenly and the fabric weaves without breaks.",
      "The line is run from one panel with recipes for each tape denier and takes up its tapes on 384 winders, so one crew can run it on each shift.",
      "The first lines are going to FIBC makers in Gujarat and to a sack plant in East Africa.",
    ],
    product: "TapeExtrusion",
  },
];
