import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeWatchUrl } from "./embed-url";

describe("YouTube addresses of a confirmed upload", () => {
  it("embeds an 11-character ID privacy-enhanced and autoplaying, and links its watch page", () => {
    expect(youtubeEmbedUrl("aB3_dE-6gH9")).toBe("https://www.youtube-nocookie.com/embed/aB3_dE-6gH9?autoplay=1&rel=0");
    expect(youtubeWatchUrl("aB3_dE-6gH9")).toBe("https://www.youtube.com/watch?v=aB3_dE-6gH9");
  });

  it("refuses what is not a video ID", () => {
    for (const id of ["", "short", "twelve-chars", "aB3_dE-6gH/", "<script>x</", "https://youtu.be/aB3_dE-6gH9"]) {
      expect(youtubeEmbedUrl(id), id).toBeNull();
      expect(youtubeWatchUrl(id), id).toBeNull();
    }
  });
});
