/**
 * Sentences with a figure of content/company.ts stay right when the figure changes: the counted
 * word takes the form the locale's plural rule gives the figure (issue 25).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as companyModule from "#content/company";
import type { Locale } from "#contracts/locales";
import { pluralIn } from "./kit";

describe("pluralIn", () => {
  const years = { one: "год", few: "года", many: "лет", other: "года" };

  it("gives Russian its one, few and many forms", () => {
    expect(
      [1, 2, 4, 5, 11, 21, 38, 41, 42, 100, 112].map((count) => `${count} ${pluralIn("ru", count, years)}`),
    ).toEqual([
      "1 год",
      "2 года",
      "4 года",
      "5 лет",
      "11 лет",
      "21 год",
      "38 лет",
      "41 год",
      "42 года",
      "100 лет",
      "112 лет",
    ]);
  });

  it("falls back to the other form where the locale's rule names one not given", () => {
    expect(pluralIn("es", 1, { one: "año", other: "años" })).toBe("año");
    expect(pluralIn("es", 40, { one: "año", other: "años" })).toBe("años");
    expect(pluralIn("vi", 1, { other: "năm" })).toBe("năm");
  });
});

/** The home page's first paragraph in `locale` with the company's years of experience at `years`. */
async function introWith(locale: Exclude<Locale, "en">, years: number): Promise<string> {
  vi.resetModules();
  vi.doMock("#content/company", async (original) => {
    const { company, ...rest } = await original<typeof companyModule>();
    return { ...rest, company: { ...company, stats: { ...company.stats, yearsOfExperience: years } } };
  });
  const { siteTextsOf } = await import("./index");
  return siteTextsOf(locale).home!.intro!.paragraphs![0]!;
}

describe("the home page's years of experience", () => {
  afterEach(() => {
    vi.doUnmock("#content/company");
  });

  it.each([
    ["ru", 38, "Уже 38 лет мы"],
    ["ru", 41, "Уже 41 год мы"],
    ["ru", 42, "Уже 42 года мы"],
    ["ar", 38, "منذ 38 عاماً نصمّم"],
    ["ar", 100, "منذ 100 عام نصمّم"],
    ["ar", 5, "منذ 5 أعوام نصمّم"],
    ["es", 38, "Desde hace 38 años diseñamos"],
    ["fr", 38, "Depuis 38 ans, nous"],
  ] as const)("in %s with %i years reads %s", async (locale, years, expected) => {
    expect(await introWith(locale, years)).toContain(expected);
  });
});
