import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl } from "./embed-url";

describe("youtubeEmbedUrl", () => {
  it("turns youtu.be and watch links into an autoplaying privacy-enhanced embed", () => {
    const embed = "https://www.youtube-nocookie.com/embed/jpTapeLine01?autoplay=1&rel=0";
    expect(youtubeEmbedUrl("https://youtu.be/jpTapeLine01")).toBe(embed);
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=jpTapeLine01&t=10s")).toBe(embed);
    expect(youtubeEmbedUrl("https://m.youtube.com/watch?v=jpTapeLine01")).toBe(embed);
    expect(youtubeEmbedUrl("https://www.youtube.com/embed/jpTapeLine01")).toBe(embed);
    expect(youtubeEmbedUrl("https://youtube.com/shorts/jpTapeLine01")).toBe(embed);
  });

  it("refuses what is not a YouTube video link", () => {
    expect(youtubeEmbedUrl("not a url")).toBeNull();
    expect(youtubeEmbedUrl("https://vimeo.com/12345678")).toBeNull();
    expect(youtubeEmbedUrl("https://www.youtube.com/watch")).toBeNull();
    expect(youtubeEmbedUrl("https://youtu.be/<script>")).toBeNull();
  });
});
