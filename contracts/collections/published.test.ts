import { describe, expect, test } from "vitest";
import type { NewsFields } from "./news";
import { liveSiteContent, type PublishedEntry } from "./published";

const story = (title: string, publishAt?: string): NewsFields =>
  ({
    kind: "story",
    title,
    date: "2026-11-20",
    summary: "Trials start in May.",
    ...(publishAt ? { publishAt } : {}),
  }) as NewsFields;

const TOMORROW = "2026-11-29T04:30:00.000Z";
const NOW = "2026-11-28T10:00:00.000Z";

function entry(fields: NewsFields, more: Partial<PublishedEntry<"news">> = {}): PublishedEntry<"news"> {
  return { collection: "news", id: 7, slug: "trials", position: 0, fields, ...more };
}

const shown = (entries: PublishedEntry[], now: string) =>
  liveSiteContent(entries, now).content.news.map((item) => ({ title: item.fields.title, ru: item.translations?.ru }));

describe("a change scheduled for later to a live item (decision 081)", () => {
  const waiting = entry(story("Trials start in June", TOMORROW), {
    translations: { ru: { title: "Испытания начнутся в июне" } },
    stillLive: { version: 3, fields: story("Trials start in May"), translations: { ru: { title: "Испытания в мае" } } },
  });

  test("the version it replaces stays on the site, with its translations, until the time", () => {
    expect(shown([waiting], NOW)).toEqual([{ title: "Trials start in May", ru: { title: "Испытания в мае" } }]);
    expect(liveSiteContent([waiting], NOW).nextChangeAt).toBe(TOMORROW);
  });

  test("at the time the new version and its translations replace it", () => {
    expect(shown([waiting], TOMORROW)).toEqual([
      { title: "Trials start in June", ru: { title: "Испытания начнутся в июне" } },
    ]);
  });

  test("the kept version without translations shows none, though the waiting one has them", () => {
    const bare = { ...waiting, stillLive: { version: 3, fields: story("Trials start in May") } };
    expect(shown([bare], NOW)).toEqual([{ title: "Trials start in May", ru: undefined }]);
  });

  test("a kept version past its own closing time is off the site, and its closing is a change to come", () => {
    const closing = { ...story("Trials start in May"), closesAt: "2026-11-28T12:00:00.000Z" } as NewsFields;
    const closes = { ...waiting, stillLive: { version: 3, fields: closing } };
    expect(shown([closes], NOW)).toHaveLength(1);
    expect(liveSiteContent([closes], NOW).nextChangeAt).toBe("2026-11-28T12:00:00.000Z");
    expect(shown([closes], "2026-11-28T13:00:00.000Z")).toEqual([]);
  });

  test("a new item scheduled for later still appears only at its time", () => {
    const fresh = entry(story("Trials start in June", TOMORROW));
    expect(shown([fresh], NOW)).toEqual([]);
    expect(shown([fresh], TOMORROW)).toEqual([{ title: "Trials start in June", ru: undefined }]);
  });
});
