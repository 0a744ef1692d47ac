import { describe, expect, it } from "vitest";
import { longDateIn } from "./dates";

describe("longDateIn", () => {
  it("writes a day as the page's language does, English as the spec's pages always have", () => {
    expect(longDateIn("en")("2026-11-25")).toBe("25 November 2026");
    expect(longDateIn("ru")("2026-11-25")).toBe("25 ноября 2026 г.");
    expect(longDateIn("es")("2026-11-25")).toBe("25 de noviembre de 2026");
    expect(longDateIn("ar")("2026-11-25")).not.toMatch(/November/);
  });
});
