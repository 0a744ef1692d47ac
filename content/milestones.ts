/** The company history timeline on /Aboutus (docs/spec.md §1: milestone years 1989 to 2019, and 2024). */
import type { Milestone } from "./schema";

export const milestones: readonly Milestone[] = [
  {
    year: 1989,
    title: "The first tape line leaves the shed",
    image: "milestone-1989",
    imageAlt: "A single raffia tape extrusion line in a small workshop",
    description:
      "Two years after opening a 600 sq m machine shop in Ankleshwar, we deliver our first complete PP tape extrusion line, 150 kg/h, to a sack maker in Vapi. It is still running.",
  },
  {
    year: 1991,
    title: "Our own circular loom",
    image: "milestone-1991",
    imageAlt: "Front view of a four-shuttle circular loom with its creel",
    description:
      "Customers asked for a loom to match the tape line, so we designed one: a four-shuttle circular loom built around a cam we still machine in-house. A woven-sack plant could now come from one supplier.",
  },
  {
    year: 1994,
    title: "First export orders",
    image: "milestone-1994",
    imageAlt: "Globe with routes from Gujarat to Bangladesh, Sri Lanka and Nepal",
    description:
      "Tape lines and looms ship to Bangladesh, Sri Lanka and Nepal, and we show at PLASTINDIA for the first time. Commissioning abroad teaches us to write manuals people actually use.",
  },
  {
    year: 1997,
    title: "The works moves to GIDC",
    image: "milestone-1997",
    imageAlt: "The first assembly bay of the GIDC works with three machines under construction",
    description:
      "We move to a 12,000 sq m site in the GIDC estate with our own machining, fabrication and assembly bays, and a test hall where every line runs with material before it is dispatched.",
  },
  {
    year: 2000,
    title: "Extrusion coating and lamination",
    image: "milestone-2000",
    imageAlt: "Extrusion coating line laminating woven fabric between unwinder and rewinder",
    description:
      "Our first extrusion coating line laminates woven fabric for cement and fertiliser sacks. Coating, printing and bag conversion follow, completing the woven packaging range.",
  },
  {
    year: 2003,
    title: "ISO 9001 and a design office",
    image: "milestone-2003",
    imageAlt: "Technical drawing of a tape extrusion line on a blueprint",
    description:
      "The works is certified to ISO 9001 and the drawing boards give way to a 3D design office. Every machine now carries a number that ties it to its drawings, test report and spares list.",
  },
  {
    year: 2006,
    title: "Box strapping and monofilament",
    image: "milestone-2006",
    imageAlt: "Strapping line with water bath, stretching godets and strap coils",
    description:
      "We enter profile extrusion with STRAPEX box-strapping lines for PP straps and JP MONO lines for monofilament, rope and net yarn, built on the same extruders as our tape lines.",
  },
  {
    year: 2009,
    title: "Recycling lines",
    image: "milestone-2009",
    imageAlt: "Recycling line with belt feeder, extruder, water bath and pelletiser",
    description:
      "Sack makers want their edge trim and rejects back as granules. Our first single-stage recycling line answers that, and washing plants for post-consumer film follow within two years.",
  },
  {
    year: 2012,
    title: "Multilayer cast film",
    image: "milestone-2012",
    imageAlt: "Cast film line with chill roll, tension rollers and a full film roll",
    description:
      "The JP-COEX-CF cast film line, three and five layers at up to 2300 mm, opens the sheet and film range. The first one goes to a food-packaging converter in Pune.",
  },
  {
    year: 2015,
    title: "Sheet extrusion",
    image: "milestone-2015",
    imageAlt: "Sheet extrusion line with a three-roll calender and cooling conveyor",
    description:
      "PP, HIPS and HDPE sheet lines join the range, with thirteen configurations from stationery sheet to thermoforming grades, and the 5,000th machine leaves the works.",
  },
  {
    year: 2017,
    title: "A 70,000 sq m works",
    image: "milestone-2017",
    imageAlt: "The new assembly hall with two rows of machines under skylights",
    description:
      "The new assembly hall opens and the works reaches 70,000 sq m: machining, fabrication, electrical panels, assembly and a test hall large enough to run a complete tape line end to end.",
    video: { clip: "corporate-film" },
  },
  {
    year: 2019,
    title: "Offices in Russia and Vietnam",
    image: "milestone-2019",
    imageAlt: "Globe with routes from Gujarat to more than forty countries",
    description:
      "With machines in more than forty countries, we open offices in Moscow and Ho Chi Minh City so customers there get spares and service engineers in their own time zone and language.",
  },
  {
    year: 2024,
    title: "Block bottom valve sacks",
    image: "milestone-2024",
    imageAlt: "Pallet of block bottom valve sacks printed in two colours",
    description:
      "A technology partnership brings block bottom valve sack making to our range, so a cement or fertiliser sack can be made from tape to finished valve bag on lines from one Indian builder.",
    video: { clip: "video-bbb-machine" },
  },
];
