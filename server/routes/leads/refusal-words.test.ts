import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales";
import { tooManyFormsIn } from "./refusal-words";

describe("too many forms, in each language", () => {
  it("says when to try again as a whole sentence, one minute and several", () => {
    for (const locale of LOCALES)
      for (const seconds of [45, 90, 600])
        expect(tooManyFormsIn(locale, seconds), `${locale} ${seconds}`).toMatch(/\.$/);
    expect(tooManyFormsIn("ru", 45)).toMatch(/через минуту\.$/);
    expect(tooManyFormsIn("ru", 600)).toMatch(/через 10 мин\.$/);
    expect(tooManyFormsIn("ar", 600)).toMatch(/بعد 10 دقائق\.$/);
    expect(tooManyFormsIn("en", 45)).toBe("Too many forms were sent from your address. Please try again in a minute.");
  });
});
