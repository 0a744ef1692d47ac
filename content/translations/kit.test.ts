import { describe, expect, it } from "vitest";
import { inLocale, type TextsOf } from "./kit";

describe("inLocale", () => {
  const english = {
    title: "Spares & Services",
    founded: 1987,
    steps: [
      { name: "Extrusion", image: "tape.jpg" },
      { name: "Weaving", image: "loom.jpg" },
    ],
    lines: ["First", "Second"],
  };

  it("lays a locale's text over the English place by place, sharing what is not text", () => {
    const laid = inLocale(english, {
      title: "Запчасти и сервис",
      steps: [undefined, { name: "Ткачество" }],
      lines: ["Первая"],
    });
    expect(laid).toEqual({
      title: "Запчасти и сервис",
      founded: 1987,
      steps: [
        { name: "Extrusion", image: "tape.jpg" },
        { name: "Ткачество", image: "loom.jpg" },
      ],
      lines: ["Первая", "Second"],
    });
  });

  it("keeps the English where the locale has nothing, and ignores places the English does not have", () => {
    expect(inLocale(english, undefined)).toBe(english);
    expect(inLocale(english, { extra: "x" } as never)).toEqual(english);
  });
});

describe("TextsOf", () => {
  it("types only the text of a module: its strings at their places, never its figures", () => {
    const texts: TextsOf<{ title: string; founded: number; steps: readonly { name: string }[] }> = {
      title: "Запчасти",
      steps: [{ name: "Ткачество" }],
      // @ts-expect-error a figure is shared, not translated
      founded: 1988,
    };
    expect(texts.title).toBe("Запчасти");
  });
});
