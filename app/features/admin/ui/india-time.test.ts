import { describe, expect, it } from "vitest";
import { formatIndiaTime, indiaTimeParts } from "./india-time";

describe("India time", () => {
  it("shows a UTC timestamp in India time (UTC+5:30), across midnight", () => {
    expect(formatIndiaTime("2026-01-05T18:45:00.000Z")).toMatch(/^06 Jan 2026, 12:15\s?am$/i);
    expect(indiaTimeParts("2026-01-05T04:30:00Z")).toEqual({
      date: "05 Jan 2026",
      time: expect.stringMatching(/^10:00\s?am$/i),
    });
  });

  it("leaves text that is not a timestamp as it is, and nothing as nothing", () => {
    expect(formatIndiaTime("yesterday")).toBe("yesterday");
    expect(formatIndiaTime(null)).toBe("");
  });
});
