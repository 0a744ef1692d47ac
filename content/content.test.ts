import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { awards } from "./awards";
import { company } from "./company";
import { departments } from "./departments";
import { eventGalleries } from "./events";
import { exhibitionGalleries, upcomingExhibitions } from "./exhibitions";
import { milestones } from "./milestones";
import { magazineCovers, partnershipAnnouncement, photoCards } from "./news";
import { offices } from "./offices";
import { openings } from "./openings";
import { pressItems } from "./press";
import {
  awardSchema,
  departmentSchema,
  gallerySchema,
  milestoneSchema,
  newsArticleSchema,
  officeSchema,
  openingSchema,
  photoCardSchema,
  pictureSchema,
  pressItemSchema,
  upcomingExhibitionSchema,
  videoCardSchema,
} from "./schema";
import { home } from "./site";
import { corporateFilm, videos } from "./videos";

function expectValid<T>(schema: z.ZodType<T>, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
}

const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length;

describe("company content", () => {
  it("every module matches its schema", () => {
    expectValid(z.array(officeSchema), offices);
    expectValid(z.array(departmentSchema), departments);
    expectValid(z.array(milestoneSchema), milestones);
    expectValid(newsArticleSchema, partnershipAnnouncement);
    expectValid(z.array(awardSchema), awards);
    expectValid(z.array(videoCardSchema), [...videos, corporateFilm]);
    expectValid(z.array(pressItemSchema), pressItems);
    expectValid(z.array(pictureSchema).length(2), magazineCovers);
    expectValid(z.array(photoCardSchema).length(2), photoCards);
    expectValid(z.array(upcomingExhibitionSchema), upcomingExhibitions);
    expectValid(z.array(gallerySchema), [...exhibitionGalleries, ...eventGalleries]);
    expectValid(z.array(openingSchema), openings);
  });

  it("states the spec's figures", () => {
    expect(company.founded).toBe(1987);
    expect(company.facilitySqM).toBe(70_000);
    expect(home.stats.map((s) => `${s.value}${s.suffix}`)).toEqual(["44+", "38+", "7500+"]);
  });

  it("lists the nine offices of the network in the spec's order", () => {
    expect(offices.map((o) => o.region)).toEqual([
      "Ankleshwar",
      "Ahmedabad",
      "Mumbai",
      "Kolkata",
      "Delhi",
      "South India",
      "Indore",
      "Russia",
      "Vietnam",
    ]);
  });

  it("has the three department cards", () => {
    expect(departments.map((d) => d.title)).toEqual(["Sales & Marketing", "Customer Services", "Spare Parts"]);
  });

  it("runs the milestones in order from 1989 to 2019, then 2024", () => {
    const years = milestones.map((m) => m.year);
    expect(years[0]).toBe(1989);
    expect(years.at(-2)).toBe(2019);
    expect(years.at(-1)).toBe(2024);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(unique(years)).toBe(true);
  });

  it("has the exhibition galleries exactly as the spec lists them", () => {
    expect(exhibitionGalleries.map((g) => g.title)).toEqual([
      "INDIAPLAST 2019",
      "PLASTIVISION 2017",
      "PLASTIVISION 2013",
      "PLASTIVISION 2011",
      "PLASTIVISION 2007",
      "PLASTINDIA 2018",
      "PLASTINDIA 2015",
      "PLASTINDIA 2012",
      "PLASTINDIA 2009",
      "PLASTINDIA 2006",
      "PLASTINDIA 2000",
      "PLASTINDIA 1997",
      "PLASTINDIA 1994",
      "K-GERMANY 2025",
      "K-GERMANY 2022",
      "K-GERMANY 2019",
      "K-GERMANY 2016",
      "K-GERMANY 2007",
    ]);
    expect(eventGalleries.map((g) => g.title)).toEqual([
      "International Women's Day 2022",
      "Blood Donation Camp 2019",
      "Blood Donation Camp 2018",
      "International Yoga Day 2018",
    ]);
    const ids = [...exhibitionGalleries, ...eventGalleries].flatMap((g) => g.images.map((i) => i.id));
    expect(unique(ids)).toBe(true);
  });

  it("has the openings the spec names, once each", () => {
    expect(openings.map((o) => o.title)).toEqual([
      "Customer Service and Spare Parts Manager",
      "Exim Manager",
      "Dispatch Assistant",
      "Technical Writer & Product Marketing",
      "Mechanical Design Engineer",
      "Service Engineer (based in Indore)",
      "QC Engineer",
      "Sales & Marketing - International Market",
      "Draughtsman-Mechanical",
      "Production Planning Incharge",
      "Operator - VMC, CNC & Laser Cutting",
      "Purchase Coordinator",
      "Graphic Designer",
      "Electrical Engineer",
      "PLC Programmer",
      "Accountant",
    ]);
    expect(unique(openings.map((o) => o.slug))).toBe(true);
    for (const opening of openings)
      expect(
        offices.map((o) => o.slug),
        opening.title,
      ).toContain(opening.office);
  });

  it("links our press releases at their own file names, dated like the spec's (one of 2021, three of 2017)", () => {
    // The spec's file names are those of articles in real publications, which we do not have:
    // the releases are the company's own (docs/content/figures-to-confirm.md).
    for (const item of pressItems) expect(item.link).toBe(`/press/${item.slug}.pdf`);
    expect(pressItems.map((p) => p.date.slice(0, 4))).toEqual(["2021", "2017", "2017", "2017"]);
    expect(unique(pressItems.map((p) => p.slug))).toBe(true);
  });

  it("speaks for no real publication, company or person: none is named as a source, partner or speaker", () => {
    // Names the site once used to put invented words in others' mouths, and the people it invented.
    const banned =
      /plastics? today|modern plastics|polymer communiq|economic times|halder|packtechnik|leadership forum|hemant|jayant|nisha mehta|deshpande|banerjee|khanna|venkatesh|orlov|nguyen thanh/i;
    const root = path.resolve(import.meta.dirname, "..");
    const files = ["content", "app", "scripts/press", "scripts/catalogues", "other/placeholder-art/artwork"].flatMap(
      (dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
          .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f))
          .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (banned.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("has the two awards", () => {
    expect(awards.map((a) => a.title)).toEqual(["Best Brand 2021", "Best Brand 2019"]);
  });

  it("lists only exhibitions that end on or after they start", () => {
    for (const show of upcomingExhibitions) expect(show.endDate >= show.startDate, show.name).toBe(true);
  });
});
