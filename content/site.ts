/**
 * The copy of the home, about and service pages that is not a list of its own: headings,
 * paragraphs and the pictures beside them. Figures come from company.ts.
 */
import { company } from "./company";
import type { PictureRef } from "./schema";

const yearsInBusiness = company.stats.yearsOfExperience;

export const home = {
  hero: {
    /** The tagline over the background clip. */
    heading: "Extrusion machinery built in Gujarat, running in 44+ countries",
    subheading: company.tagline,
    poster: { name: "home-hero", alt: "" } satisfies PictureRef,
    /** The looping background clip in content/media/video/ (not a film: it has no player). */
    backgroundClip: "home-hero",
  },
  intro: {
    heading: "Engineers who build complete plants",
    paragraphs: [
      `For ${yearsInBusiness} years we have designed and built the machines that turn polymer into woven sacks, FIBCs, strapping, sheet and film. We machine, assemble and test every line at our own works in Ankleshwar, and our engineers commission it at your plant.`,
      "We are always looking for engineers, technicians and sales people who like machines as much as we do.",
    ],
    joinUs: { label: "Join us", to: "/Carrer" },
    image: { name: "home-intro", alt: "Technical drawing of a cast film line" } satisfies PictureRef,
  },
  about: {
    heading: "About JP Extrusion Systems",
    paragraphs: [
      `Founded in ${company.founded} as a machine shop making spares for imported extruders, we delivered our first tape extrusion line two years later. Today our ${company.facilitySqM.toLocaleString("en-IN")} sq m works builds woven packaging machinery, recycling plants, profile extrusion lines and sheet and film lines.`,
      "Every line runs with material in our test hall before it is dispatched, and the same engineers who built it start it up at your plant, train your operators and stay on call afterwards.",
    ],
    link: { label: "Our story", to: "/Aboutus" },
    image: {
      name: "home-about",
      alt: "Assembly hall at the Ankleshwar works with two rows of machines",
    } satisfies PictureRef,
  },
  catalogue: {
    heading: "Download our catalogue",
    text: "Tell us who you are and we will e-mail you the catalogue of our complete manufacturing range.",
  },
  export: {
    heading: "Exporting since 1994",
    text: "From Egypt and Nigeria to Russia, Vietnam and Indonesia, our lines make sacks, straps, sheet and film on five continents, supported by offices in Moscow and Ho Chi Minh City.",
    image: {
      name: "home-export",
      alt: "Globe with routes from Gujarat to the countries our machines are exported to",
    } satisfies PictureRef,
  },
  stats: [
    { value: company.stats.countries, suffix: "+", label: "Countries exported" },
    { value: company.stats.yearsOfExperience, suffix: "+", label: "Years of experience" },
    { value: company.stats.installations, suffix: "+", label: "Installations" },
  ],
  range: {
    heading: "Our manufacturing range",
    text: "Four product lines, one builder: choose a line to see its machines.",
    images: {
      "woven-packaging": { name: "category-woven-packaging", alt: "Circular loom weaving PP fabric" },
      "plastic-recycling": { name: "category-plastic-recycling", alt: "Heap of recycled plastic granules" },
      "profile-extrusion": { name: "category-profile-extrusion", alt: "Coils of PP box strapping on a rack" },
      "sheet-film-extrusion": {
        name: "category-sheet-film-extrusion",
        alt: "Rolls of cast film in the finished-goods store",
      },
    } satisfies Record<string, PictureRef>,
  },
} as const;

export const about = {
  banner: { name: "banner-about", alt: "" } satisfies PictureRef,
  founder: {
    heading: "How it started",
    image: {
      name: "founder-workshop",
      alt: "The first workshop bay, with two machines under construction",
    } satisfies PictureRef,
    paragraphs: [
      "In 1987 our founder, a mechanical engineer who had spent ten years maintaining imported extruders at a sack plant in Vapi, rented a 600 sq m shed in the Ankleshwar industrial estate with three lathes and a milling machine. He named the company Jayaprabha, after himself and his wife, who kept its accounts.",
      "The first orders were screws, barrels and dies for machines whose makers were far away. His view was simple: if we can make the parts that wear out, we can make the machine. In 1989 the shed delivered its first complete tape extrusion line.",
      "He set the rules we still work by: no machine leaves the works before it has run with the customer's material, the engineer who builds a line starts it up, and a customer with a stopped machine gets an answer the same day.",
      `Today the founder's family still runs the company, with a team of more than 450, from a ${company.facilitySqM.toLocaleString("en-IN")} sq m works that has built more than 7,500 machines for customers in more than 44 countries.`,
    ],
  },
} as const;

export const service = {
  banner: { name: "banner-service", alt: "" } satisfies PictureRef,
  image: {
    name: "service-spares",
    alt: "Extruder screw, gears, bearings and a heater band on a workbench",
  } satisfies PictureRef,
  paragraphs: [
    "A machine earns money only while it runs. Our service team commissions every line we build, trains your operators and maintenance staff, and stays on call for the life of the machine, from Ankleshwar, from the Indore service centre and from our offices in Russia and Vietnam.",
    "Genuine spare parts come from the same drawings and the same machine shop as the original: screws and barrels, dies and die lips, heater bands, godet rolls, loom shuttles and cams, winder parts and electricals. Most wear parts are in stock and leave the works within 48 hours.",
    "Quote your machine number, printed on the plate on the main panel, and we will identify the exact part, even for lines delivered in the 1990s. For older lines we also offer retrofits: new drives, controls and stretching ovens that cut energy use and raise output.",
  ],
  offers: [
    "Installation, commissioning and operator training",
    "Preventive maintenance contracts and plant audits",
    "Genuine spare parts, most from stock",
    "Retrofits of drives, controls and ovens on older lines",
    "Remote diagnosis of PLC-controlled lines",
  ],
} as const;
