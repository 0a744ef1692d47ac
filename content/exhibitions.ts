/**
 * The exhibitions page: where to meet us next (drawn on the map picture "exhibitions-map"; keep
 * its pins in other/placeholder-art/artwork/catalogue.mjs in step) and the galleries of past trade shows,
 * exactly the shows and years of docs/spec.md §2, newest first within each show.
 */
import type { Gallery, UpcomingExhibition } from "./schema";

export const upcomingExhibitions: readonly UpcomingExhibition[] = [
  {
    name: "Plast Eurasia Istanbul 2026",
    venue: "Tüyap Fair Convention and Congress Center",
    city: "Istanbul",
    country: "Türkiye",
    startDate: "2026-12-02",
    endDate: "2026-12-05",
    stand: "Hall 9, Stand 912",
  },
  {
    name: "Interplastica 2027",
    venue: "Expocentre Fairgrounds",
    city: "Moscow",
    country: "Russia",
    startDate: "2027-01-26",
    endDate: "2027-01-29",
    stand: "Hall 8.1, Stand C14",
  },
  {
    name: "PLASTIVISION INDIA 2027",
    venue: "Bombay Exhibition Centre, Goregaon",
    city: "Mumbai",
    country: "India",
    startDate: "2027-02-11",
    endDate: "2027-02-15",
    stand: "Hall 5, Stand B21",
  },
  {
    name: "Packplus 2027",
    venue: "Bharat Mandapam, Pragati Maidan",
    city: "New Delhi",
    country: "India",
    startDate: "2027-05-19",
    endDate: "2027-05-22",
  },
  {
    name: "Vietnam Plas 2027",
    venue: "Saigon Exhibition and Convention Center (SECC)",
    city: "Ho Chi Minh City",
    country: "Vietnam",
    startDate: "2027-06-09",
    endDate: "2027-06-12",
  },
  {
    name: "K 2028",
    venue: "Messe Düsseldorf",
    city: "Düsseldorf",
    country: "Germany",
    startDate: "2028-10-18",
    endDate: "2028-10-25",
  },
];

interface Show {
  slug: string;
  name: string;
  place: (year: number) => string;
  years: readonly number[];
  caption: (year: number) => string;
}

const SHOWS: readonly Show[] = [
  {
    slug: "indiaplast",
    name: "INDIAPLAST",
    place: () => "India Expo Centre, Greater Noida",
    years: [2019],
    caption: () => "Our first INDIAPLAST, with a tape line and a six-shuttle loom running on the stand.",
  },
  {
    slug: "plastivision",
    name: "PLASTIVISION",
    place: () => "Bombay Exhibition Centre, Mumbai",
    years: [2017, 2013, 2011, 2007],
    caption: (year) =>
      year >= 2013
        ? "A full woven packaging line on the stand, from tape extrusion to a printed sack."
        : "Tape lines and circular looms for the western Indian sack makers.",
  },
  {
    slug: "plastindia",
    name: "PLASTINDIA",
    place: (year) => (year >= 2015 ? "Gandhinagar, Gujarat" : "Pragati Maidan, New Delhi"),
    years: [2018, 2015, 2012, 2009, 2006, 2000, 1997, 1994],
    caption: (year) =>
      year === 1994
        ? "Our first trade show: one tape line and a loom on a 60 sq m stand."
        : `Our stand at PLASTINDIA ${year}, with machines from across the range running for visitors.`,
  },
  {
    slug: "k-germany",
    name: "K-GERMANY",
    place: () => "Messe Düsseldorf, Germany",
    years: [2025, 2022, 2019, 2016, 2007],
    caption: (year) =>
      year === 2007
        ? "Our first K in Düsseldorf, meeting customers from Europe, Africa and the Middle East."
        : `K ${year} in Düsseldorf: woven packaging and recycling lines for our export customers.`,
  },
];

const VIEWS = ["Our stand", "On the stand", "The line on show"] as const;

export const exhibitionGalleries: readonly Gallery[] = SHOWS.flatMap((show) =>
  show.years.map((year) => {
    const slug = `${show.slug}-${year}`;
    const title = `${show.name} ${year}`;
    return {
      slug,
      title,
      year,
      place: show.place(year),
      caption: show.caption(year),
      images: VIEWS.map((view, index) => ({
        id: `${slug}-${index + 1}`,
        src: `expo-${slug}-${index + 1}`,
        alt: `${view} at ${title}, ${show.place(year)}`,
      })),
    };
  }),
);
