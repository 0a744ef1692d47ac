/** The news and events page's own content: the partnership announcement, magazine viewer, photo cards. */
import type { NewsArticle, PhotoCard, PictureRef } from "./schema";

export const partnershipAnnouncement: NewsArticle = {
  slug: "block-bottom-valve-sack-partnership",
  date: "2024-09-16",
  headline:
    "JP Extrusion Systems partners with a German machine builder to make block bottom valve sack machines in India",
  summary:
    "A technology partnership brings block bottom valve sack conversion to our woven packaging range: the machines will be built at Ankleshwar and supported from our offices in India and abroad.",
  image: { name: "news-bbb-sacks", alt: "Pallet of printed block bottom valve sacks ready for dispatch" },
  clips: [
    {
      name: "news-bbb-machine",
      poster: "news-bbb-machine",
      label: "The block bottom valve sack machine forming and sealing sacks",
    },
    {
      name: "news-bbb-sacks",
      poster: "news-bbb-sacks",
      label: "Finished block bottom valve sacks being stacked on a pallet",
    },
  ],
  body: [
    "Ankleshwar, 16 September 2024. JP Extrusion Systems has signed a technology partnership with an established German builder of sack conversion machinery to manufacture block bottom valve sack making machines in India. The first machine built at our works will run in our test hall in the spring.",
    "Block bottom valve sacks stand upright when filled, stack in neat, stable pallets and fill quickly on automatic valve packers. Cement, fertiliser and chemical producers are moving to them from stitched sacks, and until now most machines that make them have been imported.",
    "Under the agreement, our partner contributes the design of the bottom-forming and hot-air welding stations, refined over two decades of building conversion machinery. We add the tubing, cutting and valve-insertion sections, build the complete machine, and commission and service it.",
    "For our customers this closes the last gap in the woven packaging range. A plant can now make a coated valve sack from granules to pallet on lines from one builder: tape extrusion, circular looms, extrusion coating, printing and block bottom conversion, with one service team and one spares store.",
    "The machine makes sacks from 350 to 600 mm wide and 430 to 910 mm long, with a valve or a pocket, at up to 70 sacks a minute. Orders are open now; the first deliveries are planned for the second half of next year.",
  ],
  quote: {
    text: "Our customers have asked for a block bottom machine built and serviced in India for years. With our partner's bottom-forming know-how and our own lines around it, a sack maker can now get the whole plant from one builder.",
    role: "Managing Director, JP Extrusion Systems",
  },
  contact: {
    role: "Marketing department",
    phone: { display: "+91 79 4890 2215", tel: "+917948902215" },
    email: "marketing@jpextrusionsystems.com",
  },
  product: "BBB",
};

/** The magazine viewer cycles these two covers of JP News, our customer magazine. */
export const magazineCovers: readonly PictureRef[] = [
  { name: "magazine-jp-news-2017", alt: "Cover of JP News, March 2017, showing a tape extrusion line" },
  { name: "magazine-jp-news-2021", alt: "Cover of JP News, June 2021, showing a cast film line" },
];

export const photoCards: readonly PhotoCard[] = [
  {
    image: { name: "photo-commissioning", alt: "Tape extrusion line being commissioned at a customer's plant" },
    caption: "Commissioning a 600 kg/h tape line for a fertiliser-sack maker in Egypt, 2023.",
    product: "TapeExtrusion",
  },
  {
    image: { name: "photo-assembly-hall", alt: "Two rows of machines in the assembly hall at Ankleshwar" },
    caption: "The assembly hall at Ankleshwar, where every line runs with material before dispatch.",
  },
];
