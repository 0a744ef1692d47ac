import { describe, expect, test } from "vitest";
import { contentListQuerySchema, slugOf } from "./api";
import { exhibitionEndsAt } from "./exhibitions";
import { collectionSchemas } from "./index";
import { youtubeIdOf } from "./news";
import { publishedState } from "./published";

const opening = {
  title: "Service Engineer",
  department: "Customer Services",
  location: "Service centre, Indore",
  office: "indore",
  employmentType: "FULL_TIME",
  experience: "3-5 years in commissioning extrusion lines",
  profile: ["Commission tape lines and looms at customers' plants."],
  skills: ["Diploma in mechanical engineering"],
};

function problems(result: { error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("content contracts", () => {
  test("an opening is trimmed, and a bad one names each field", () => {
    const parsed = collectionSchemas.openings.input.parse({ ...opening, title: "  Service Engineer " });
    expect(parsed.title).toBe("Service Engineer");
    expect(problems(collectionSchemas.openings.input.safeParse({ ...opening, title: "QA\nLead", skills: [] }))).toEqual(
      {
        title: "Title must be one line",
        skills: "Required skills needs at least one line",
      },
    );
  });

  test("times carry their zone and are kept in UTC; closing comes after publishing", () => {
    const parsed = collectionSchemas.openings.input.parse({ ...opening, publishAt: "2026-12-01T09:00:00+05:30" });
    expect(parsed.publishAt).toBe("2026-12-01T03:30:00.000Z");
    expect(
      problems(collectionSchemas.openings.input.safeParse({ ...opening, publishAt: "2026-12-01 09:00" })),
    ).toHaveProperty("publishAt");
    expect(
      problems(
        collectionSchemas.openings.input.safeParse({
          ...opening,
          publishAt: "2026-12-01T09:00:00Z",
          closesAt: "2026-11-30T09:00:00Z",
        }),
      ),
    ).toEqual({ closesAt: "Closes at must be later than publish at" });
  });

  test("a change holds only what was sent; null or blank clears an optional field", () => {
    const change = collectionSchemas.exhibitions.change.parse({ stand: null, website: " ", city: " Pune " });
    expect(change).toEqual({ city: "Pune", stand: undefined, website: undefined });
    expect(Object.keys(change).sort()).toEqual(["city", "stand", "website"]);
  });

  test("each kind of news item names what it is missing", () => {
    expect(problems(collectionSchemas.news.input.safeParse({ kind: "story", title: "Our new hall" }))).toEqual({
      date: "A story needs its date",
      summary: "A story needs a summary",
      body: "A story needs its text",
      photos: "A story needs a photo",
    });
    expect(problems(collectionSchemas.news.input.safeParse({ kind: "press-release", title: "A release" }))).toEqual({
      date: "A press release needs its date",
      pressRelease: "Upload the press release as a PDF",
    });
    expect(
      problems(
        collectionSchemas.news.input.safeParse({
          kind: "press-release",
          title: "A release",
          date: "2026-02-30",
          pressRelease: "https://elsewhere.example/x.pdf",
        }),
      ),
    ).toEqual({ date: "Date must be a date (YYYY-MM-DD)", pressRelease: "Upload the press release as a PDF" });
  });

  test("a video is a YouTube address kept as its ID", () => {
    expect(youtubeIdOf("https://youtu.be/dQw4w9WgXcQ?t=3")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("javascript:alert(1)")).toBeUndefined();
    expect(youtubeIdOf("https://vimeo.com/123")).toBeUndefined();
    const item = collectionSchemas.news.input.parse({
      kind: "video",
      title: "Loom at full speed",
      summary: "Six shuttles weaving fabric.",
      photos: [{ name: "video-circular-loom", alt: "A circular loom running" }],
      videos: [{ title: "Loom at full speed", youtubeId: "https://youtu.be/dQw4w9WgXcQ" }],
    });
    expect(item.videos).toEqual([{ title: "Loom at full speed", youtubeId: "dQw4w9WgXcQ" }]);
  });

  test("a gallery of a trade show names its show, and its photos are each used once", () => {
    const gallery = {
      kind: "trade-show",
      title: "PLASTINDIA 2027",
      year: 2027,
      place: "Gandhinagar, Gujarat",
      caption: "Our stand with the new recycling line.",
      photos: [
        { name: "upload-0a1b2c3d4e", alt: "The stand from the aisle" },
        { name: "upload-0a1b2c3d4e", alt: "The stand from the aisle" },
      ],
    };
    expect(problems(collectionSchemas.galleries.input.safeParse(gallery))).toEqual({
      photos: "A gallery holds the same photo twice",
      show: "Name the trade show",
    });
  });

  test("the list query: search, status, sort and paging, each named when wrong", () => {
    expect(contentListQuerySchema.parse({})).toMatchObject({ status: "all", sort: "position", order: "asc", page: 1 });
    expect(problems(contentListQuerySchema.safeParse({ status: "gone", sort: "colour" }))).toEqual({
      sort: "sort must be one of: position, title, updatedAt, createdAt",
      status: "status must be one of: all, draft, published",
    });
  });

  test("an item is live from its publishAt until its closing time; an exhibition until the day after it ends", () => {
    const fields = {
      ...opening,
      employmentType: "FULL_TIME" as const,
      publishAt: "2026-12-01T00:00:00.000Z",
      closesAt: "2026-12-31T00:00:00.000Z",
    };
    expect(publishedState("openings", fields, "2026-11-30T23:59:59.000Z")).toBe("scheduled");
    expect(publishedState("openings", fields, "2026-12-01T00:00:00.000Z")).toBe("live");
    expect(publishedState("openings", fields, "2026-12-31T00:00:00.000Z")).toBe("closed");
    expect(exhibitionEndsAt("2026-12-05")).toBe("2026-12-06T00:00:00.000Z");
    const show = {
      name: "K 2028",
      venue: "Messe Düsseldorf",
      city: "Düsseldorf",
      country: "Germany",
      startDate: "2028-10-18",
      endDate: "2028-10-25",
    };
    expect(publishedState("exhibitions", show, "2028-10-25T23:00:00.000Z")).toBe("live");
    expect(publishedState("exhibitions", show, "2028-10-26T00:00:00.000Z")).toBe("closed");
  });

  test("slugs come from titles", () => {
    expect(slugOf("Sales & Marketing - International Market")).toBe("sales-and-marketing-international-market");
    expect(slugOf("Messe Düsseldorf")).toBe("messe-dusseldorf");
    expect(slugOf("!!!")).toBe("item");
  });
});
