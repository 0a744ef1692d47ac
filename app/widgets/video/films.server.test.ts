import { describe, expect, it } from "vitest";
import { filmLink } from "./films.server";

const clip = {
  sources: [
    { src: "/assets/media/corporate-film.0123456789.webm", type: "video/webm", bytes: 240_000 },
    { src: "/assets/media/corporate-film.0123456789.mp4", type: "video/mp4", bytes: 246_000 },
  ],
};

describe("filmLink: where the corporate film's new tab goes", () => {
  it("is the site's own clip, as MP4, until the company confirms the YouTube upload", () => {
    expect(filmLink({ clip: "corporate-film" }, clip)).toEqual({
      href: "/assets/media/corporate-film.0123456789.mp4",
      youtube: false,
    });
  });

  it("is the YouTube watch page once the ID is confirmed", () => {
    expect(filmLink({ clip: "corporate-film", youtubeId: "aB3_dE-6gH9" }, clip)).toEqual({
      href: "https://www.youtube.com/watch?v=aB3_dE-6gH9",
      youtube: true,
    });
  });

  it("keeps to the clip when the ID is not a YouTube video ID, and fails the build without a clip file", () => {
    expect(filmLink({ clip: "corporate-film", youtubeId: "jpTapeLine01" }, clip).youtube).toBe(false);
    expect(() => filmLink({ clip: "corporate-film" }, { sources: [] })).toThrow(/no file/);
  });
});
