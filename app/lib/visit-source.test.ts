// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { recordVisitTouch, visitSource } from "./visit-source";

const at = (address: string) => new URL(address) as unknown as Location;

afterEach(() => window.localStorage.clear());

describe("the visit's source", () => {
  it("keeps the first touch and replaces the last one", () => {
    recordVisitTouch(at("https://www.example.com/?utm_source=exhibition&utm_medium=booth&utm_campaign=k-2026"), "");
    recordVisitTouch(at("https://www.example.com/TapeExtrusion"), "https://www.google.com/");
    expect(visitSource()).toEqual({
      firstTouch: {
        utmSource: "exhibition",
        utmMedium: "booth",
        utmCampaign: "k-2026",
        landingPage: "/?utm_source=exhibition&utm_medium=booth&utm_campaign=k-2026",
      },
      lastTouch: { referrer: "https://www.google.com/", landingPage: "/TapeExtrusion" },
    });
  });

  it("does not count a move within the site, an untagged direct visit or the portal", () => {
    recordVisitTouch(at("https://www.example.com/Aboutus"), "https://www.example.com/");
    recordVisitTouch(at("https://www.example.com/ContactUs"), "");
    recordVisitTouch(at("https://www.example.com/admin?utm_source=x"), "");
    expect(visitSource()).toBeUndefined();
  });
});
