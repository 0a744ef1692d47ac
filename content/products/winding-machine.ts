import type { ProductContent } from "./schema";

const applicationImages = [
  { name: "application-tape-bobbins", alt: "Full tape bobbins stacked beside circular looms" },
  { name: "application-baler-twine", alt: "Spools of fibrillated baler twine" },
];

export const windingMachine: ProductContent = {
  path: "WindingMachine",
  headline: "Tape, auto-doffing and fibrillated tape winders built for long shifts",
  intro: [
    "The winder decides how well a tape runs on the loom. Ours lay flat tapes on to bobbins with an even build, constant tension and clean edges, so that weavers lose fewer picks to broken or twisted tapes.",
    "Choose individually driven tape winders for flexible lines, auto-doffing winders when labour is scarce, or the fibrillated tape winder for twine and rope yarn.",
  ],
  tabs: [
    {
      slug: "tape-winders",
      label: "Tape Winders",
      images: [{ name: "winder-tape", alt: "Bank of individually driven tape winders" }],
      description: [
        "Each position has its own torque motor and a precision traverse with adjustable stroke, so a single tape break never stops its neighbours. The friction-free cam traverse builds bobbins with a firm, flat profile that unwinds smoothly on the creel.",
        "Winders are supplied in modules of 24 positions and fit every tape line we build, as well as most lines already in the field.",
      ],
      tableCaption: "Tape winders: main specifications",
      tableHeaders: ["Parameter", "JP-TW 380", "JP-TW 450"],
      tableRows: [
        ["Max. winding speed (m/min)", "450", "550"],
        ["Traverse length (mm)", "250", "250"],
        ["Max. bobbin diameter (mm)", "200", "220"],
        ["Bobbin core (ID × length, mm)", "38 × 280", "38 × 280"],
        ["Tape denier range", "500–2500", "500–2500"],
        ["Drive", "Torque motor per position", "Torque motor per position"],
      ],
      footnote:
        "Bobbin weight depends on tape denier and traverse; 4 to 5 kg per bobbin is typical for 1000 denier tape.",
      slideshowImages: applicationImages,
      applicationPoints: [
        "Take-up on new PP and HDPE tape lines",
        "Replacement winders for existing tape lines",
        "Weft and warp bobbins for circular looms",
      ],
      catalogue: "/catalogues/tape-winders.pdf",
    },
    {
      slug: "auto-doffing-winders",
      label: "Auto-Doffing Winders",
      images: [{ name: "winder-auto-doffing", alt: "Auto-doffing winder changing a full bobbin for an empty core" }],
      description: [
        "When a bobbin reaches its set length the winder transfers the tape to a fresh core and ejects the full bobbin on to a conveyor, without stopping the line and without an operator at the position.",
        "One operator can look after a full 900 kg/h line, and every bobbin on a shift has the same length, which makes loom planning and quality records far simpler.",
      ],
      tableCaption: "Auto-doffing winders: main specifications",
      tableHeaders: ["Parameter", "JP-ADW 600"],
      tableRows: [
        ["Max. winding speed (m/min)", "600"],
        ["Doffing time (s)", "8"],
        ["Positions per module", "24"],
        ["Max. bobbin diameter (mm)", "220"],
        ["Tape denier range", "600–2000"],
        ["Bobbin length control", "Length counter per position"],
      ],
      footnote: "Auto-doffing winders need compressed air at 6 bar and a bobbin conveyor along the winder bank.",
      slideshowImages: applicationImages,
      applicationPoints: [
        "High-output tape lines of 400 kg/h and more",
        "Plants that run three shifts with few operators",
        "Weaving units that plan looms by bobbin length",
      ],
      catalogue: "/catalogues/auto-doffing-winders.pdf",
    },
    {
      slug: "fibrillated-tape-winder",
      label: "Fibrillated Tape Winder",
      images: [{ name: "winder-fibrillated", alt: "Fibrillated tape winder building large twine spools" }],
      description: [
        "Fibrillated tape for baler twine, rope and carpet yarn is heavier and bulkier than flat tape. This winder builds large, stable precision-wound spools with a twist-free lay, ready for twisting or for direct sale.",
        "A dancer-arm tension control and a programmable wind ratio keep the spool density even from core to outer layer.",
      ],
      tableCaption: "Fibrillated tape winder: main specifications",
      tableHeaders: ["Parameter", "JP-FTW 400"],
      tableRows: [
        ["Max. winding speed (m/min)", "400"],
        ["Denier range", "3000–12000"],
        ["Max. spool weight (kg)", "8"],
        ["Traverse length (mm)", "200"],
        ["Tension control", "Dancer arm with servo drive"],
      ],
      footnote: "Spool dimensions can be matched to customers' twisting machines on request.",
      slideshowImages: applicationImages,
      applicationPoints: ["Baler and agricultural twine", "Rope and cordage yarn", "Carpet and upholstery yarn"],
      catalogue: "/catalogues/fibrillated-tape-winder.pdf",
    },
  ],
};
