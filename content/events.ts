/** The event galleries on the exhibitions page (docs/spec.md §2): the four company events. */
import type { Gallery } from "./schema";

function images(slug: string, alts: readonly [string, string, string]) {
  return alts.map((alt, index) => ({ id: `${slug}-${index + 1}`, src: `event-${slug}-${index + 1}`, alt }));
}

export const eventGalleries: readonly Gallery[] = [
  {
    slug: "womens-day-2022",
    title: "International Women's Day 2022",
    year: 2022,
    place: "Ankleshwar works",
    caption: "An afternoon for the women of our works and offices, with talks, awards and the lamp lit together.",
    images: images("womens-day-2022", [
      "The stage decorated with marigold garlands for International Women's Day",
      "The lamp and podium ready before the programme",
      "Seating for colleagues in the works canteen hall",
    ]),
  },
  {
    slug: "blood-donation-2019",
    title: "Blood Donation Camp 2019",
    year: 2019,
    place: "Ankleshwar works",
    caption: "Our second camp with the district blood bank: 212 units collected in one day.",
    images: images("blood-donation-2019", [
      "Donor couches and drip stands set up for the blood donation camp",
      "The registration and rest area of the camp",
      "The blood bank's collection bay at the works",
    ]),
  },
  {
    slug: "blood-donation-2018",
    title: "Blood Donation Camp 2018",
    year: 2018,
    place: "Ankleshwar works",
    caption: "Our first blood donation camp, run with the district blood bank, where 168 colleagues donated.",
    images: images("blood-donation-2018", [
      "Donor couches in a row at the first blood donation camp",
      "The camp's canopy and banner at the works",
      "Drip stands and collection bags ready for donors",
    ]),
  },
  {
    slug: "yoga-day-2018",
    title: "International Yoga Day 2018",
    year: 2018,
    place: "Ankleshwar works lawn",
    caption: "Sunrise yoga on the works lawn for International Yoga Day, led by a local instructor.",
    images: images("yoga-day-2018", [
      "Yoga mats laid out in rows on the lawn at sunrise",
      "The lawn ready for International Yoga Day",
      "Rows of mats facing the rising sun",
    ]),
  },
];
