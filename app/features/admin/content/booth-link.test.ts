import { describe, expect, it } from "vitest";
import { boothLink } from "./booth-link";

describe("an exhibition's booth link", () => {
  it("tags the site's home page with the exhibition as source, booth as medium and its slug as campaign", () => {
    expect(boothLink("https://www.example.com", "plastindia-2027")).toBe(
      "https://www.example.com/?utm_source=exhibition&utm_medium=booth&utm_campaign=plastindia-2027",
    );
  });

  it("keeps one slash after the origin and escapes what a slug should never hold", () => {
    const link = new URL(boothLink("https://www.example.com/", "k show&2028"));
    expect(link.pathname).toBe("/");
    expect(link.searchParams.get("utm_campaign")).toBe("k show&2028");
    expect(link.searchParams.get("utm_source")).toBe("exhibition");
  });
});
