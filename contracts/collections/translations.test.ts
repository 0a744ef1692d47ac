import { describe, expect, it } from "vitest";
import type { GalleryFields } from "./galleries";
import { englishText, localizedFields } from "./translations";

const gallery: GalleryFields = {
  kind: "trade-show",
  show: "PLASTINDIA",
  title: "Plastindia 2023",
  year: 2023,
  place: "Pragati Maidan, New Delhi",
  caption: "Our stand with a running tape line.",
  photos: [
    { name: "plastindia-2023-1", alt: "The stand from the aisle" },
    { name: "plastindia-2023-2", alt: "Visitors at the winder" },
  ],
};

describe("localizedFields", () => {
  it("takes each text field from the translation and falls back to English field by field", () => {
    const { fields, fellBack } = localizedFields(
      {
        collection: "galleries",
        fields: gallery,
        translations: { ru: { title: "Пластиндия 2023", photos: [{ alt: "Стенд со стороны прохода" }, {}] } },
      },
      "ru",
    );
    expect(fields.title).toBe("Пластиндия 2023");
    expect(fields.place).toBe("Pragati Maidan, New Delhi");
    expect(fields.caption).toBe("Our stand with a running tape line.");
    expect(fellBack).toEqual(["place", "caption"]);
    // Shared fields stay the English item's: the year, the show, each photo's name.
    expect(fields.year).toBe(2023);
    expect(fields.show).toBe("PLASTINDIA");
    expect(fields.photos).toEqual([
      { name: "plastindia-2023-1", alt: "Стенд со стороны прохода" },
      { name: "plastindia-2023-2", alt: "Visitors at the winder" },
    ]);
  });

  it("falls back on every text field of a locale with no translation, and never for English", () => {
    expect(localizedFields({ collection: "galleries", fields: gallery }, "vi").fellBack).toEqual([
      "title",
      "place",
      "caption",
      "photos",
    ]);
    expect(localizedFields({ collection: "galleries", fields: gallery, translations: {} }, "en")).toEqual({
      fields: gallery,
      fellBack: [],
    });
  });

  it("names no fallback for a text field the English item leaves empty", () => {
    const { fellBack } = localizedFields(
      { collection: "exhibitions", fields: { name: "K 2028", venue: "Messe", city: "Düsseldorf", country: "Germany" } },
      "fr",
    );
    expect(fellBack).toEqual(["name", "venue", "city", "country"]);
  });
});

describe("englishText", () => {
  it("holds only the text of each translatable field", () => {
    expect(englishText("galleries", gallery as unknown as Record<string, unknown>)).toEqual({
      title: "Plastindia 2023",
      place: "Pragati Maidan, New Delhi",
      caption: "Our stand with a running tape line.",
      photos: [{ alt: "The stand from the aisle" }, { alt: "Visitors at the winder" }],
    });
  });
});
