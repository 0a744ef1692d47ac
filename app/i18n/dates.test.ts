import { describe, expect, it } from "vitest";
import { dayRangeIn, longDateIn } from "./dates";

describe("longDateIn", () => {
  it("writes a day as the page's language does, English as the spec's pages always have", () => {
    expect(longDateIn("en")("2026-11-25")).toBe("25 November 2026");
    expect(longDateIn("ru")("2026-11-25")).toBe("25 ноября 2026 г.");
    expect(longDateIn("es")("2026-11-25")).toBe("25 de noviembre de 2026");
    expect(longDateIn("ar")("2026-11-25")).not.toMatch(/November/);
  });
});

describe("dayRangeIn", () => {
  it("writes a show's days as the page's language does, English as before", () => {
    expect(dayRangeIn("en")("2027-06-09", "2027-06-12")).toBe("9\u2009–\u200912 June 2027");
    expect(dayRangeIn("ru")("2027-06-09", "2027-06-12")).toMatch(/^9–12 июня 2027\sг\.$/);
    expect(dayRangeIn("fr")("2027-06-09", "2027-06-12")).toBe("9–12 juin 2027");
  });
});
