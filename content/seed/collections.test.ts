import { describe, expect, test } from "vitest";
import { COLLECTIONS } from "#contracts/collections/api";
import { collectionSchemas } from "#contracts/collections/index";
import { seedCollections } from "./collections";
import { openings } from "#content/openings";
import { pressItems } from "#content/press";
import { eventGalleries } from "#content/events";
import { exhibitionGalleries, upcomingExhibitions } from "#content/exhibitions";

const seed = seedCollections();

describe("the seed of the content collections", () => {
  test.each(COLLECTIONS)(
    "every %s item passes the portal's own rules, so it can be edited and published again",
    (collection) => {
      for (const item of seed[collection]) {
        const result = collectionSchemas[collection].input.safeParse(item.fields);
        expect(result.error?.issues ?? [], `${collection}/${item.slug}`).toEqual([]);
      }
    },
  );

  test.each(COLLECTIONS)("%s slugs are unique and kebab-case", (collection) => {
    const slugs = seed[collection].map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("holds every opening, exhibition and gallery of today's pages, in their order", () => {
    expect(seed.openings.map((item) => item.fields.title)).toEqual(openings.map((opening) => opening.title));
    expect(seed.exhibitions.map((item) => item.fields.name)).toEqual(upcomingExhibitions.map((show) => show.name));
    expect(seed.galleries.map((item) => item.fields.title)).toEqual(
      [...exhibitionGalleries, ...eventGalleries].map((gallery) => gallery.title),
    );
  });

  test("the news: one story, the awards, the videos, the photo cards and the press releases", () => {
    const kinds = seed.news.map((item) => item.fields.kind);
    expect(kinds.filter((kind) => kind === "story")).toHaveLength(1);
    expect(kinds.filter((kind) => kind === "award")).toHaveLength(2);
    expect(kinds.filter((kind) => kind === "video")).toHaveLength(4);
    expect(kinds.filter((kind) => kind === "photo")).toHaveLength(2);
    expect(
      seed.news.filter((item) => item.fields.kind === "press-release").map((item) => item.fields.pressRelease),
    ).toEqual(pressItems.map((item) => item.link));
  });

  test("the story's body is HTML of its paragraphs, quote and media contact, with text escaped", () => {
    const story = seed.news.find((item) => item.fields.kind === "story")!;
    expect(story.fields.body).toMatch(/^<p>Ankleshwar, 16 September 2024\./);
    expect(story.fields.body).toContain("<blockquote><p>“Our customers");
    expect(story.fields.body).toContain('<a href="tel:+917948902215">+91 79 4890 2215</a>');
    expect(story.fields.body).not.toMatch(/[<>]\s*(script|style)/i);
  });
});
