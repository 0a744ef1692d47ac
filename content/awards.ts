/** The awards gallery on /news (docs/spec.md §1: Best Brand 2021 and 2019). */
import type { Award } from "./schema";

export const awards: readonly Award[] = [
  {
    title: "Best Brand 2021",
    year: 2021,
    presentedBy: "Plastics & Packaging Leadership Forum, Mumbai",
    citation:
      "Named Best Brand in plastics processing machinery for a complete woven packaging range built in India and supported in more than forty countries.",
    image: { name: "award-best-brand-2021", alt: "Best Brand 2021 trophy on a plinth under a spotlight" },
  },
  {
    title: "Best Brand 2019",
    year: 2019,
    presentedBy: "Plastics & Packaging Leadership Forum, Mumbai",
    citation:
      "Recognised for export growth and after-sales service, the year our offices in Russia and Vietnam opened.",
    image: { name: "award-best-brand-2019", alt: "Best Brand 2019 trophy on a plinth under a spotlight" },
  },
];
