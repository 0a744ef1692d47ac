/**
 * The awards gallery on /news (docs/spec.md §1: Best Brand 2021 and 2019). The awarding body is
 * described, not named, until the company gives its name (docs/content/figures-to-confirm.md).
 */
import type { Award } from "./schema";

export const awards: readonly Award[] = [
  {
    title: "Best Brand 2021",
    year: 2021,
    presentedBy: "National plastics and packaging industry awards, Mumbai",
    citation:
      "Named Best Brand in plastics processing machinery for a complete woven packaging range built in India and supported in more than forty countries.",
    image: { name: "award-best-brand-2021", alt: "Best Brand 2021 trophy on a plinth under a spotlight" },
  },
  {
    title: "Best Brand 2019",
    year: 2019,
    presentedBy: "National plastics and packaging industry awards, Mumbai",
    citation:
      "Recognised for export growth and after-sales service, the year our offices in Russia and Vietnam opened.",
    image: { name: "award-best-brand-2019", alt: "Best Brand 2019 trophy on a plinth under a spotlight" },
  },
];
