import { describe, expect, it } from "vitest";
import { type Collection, COLLECTIONS } from "#contracts/collections/api";
import { TRANSLATION_LOCALES } from "#contracts/collections/locales";
import { collectionSchemas } from "#contracts/collections/index";
import { englishText, localizedFields } from "#contracts/collections/translations";
import { seedCollections } from "./collections";
import { seedTranslations } from "./translations";

const seed = seedCollections();

describe("the seeded translations", () => {
  const translated = COLLECTIONS.flatMap((collection) =>
    Object.entries(seedTranslations[collection] ?? {}).map(([slug, texts]) => ({ collection, slug, texts })),
  );

  it("translate items the seed has, into the site's other locales", () => {
    expect(translated.length).toBeGreaterThan(0);
    for (const { collection, slug, texts } of translated) {
      expect(
        seed[collection as Collection].map((item) => item.slug),
        slug,
      ).toContain(slug);
      // A locale not yet written is "missing" in the portal; one that is written is whole (below).
      expect(Object.keys(texts).length, slug).toBeGreaterThan(0);
      for (const locale of Object.keys(texts)) expect(TRANSLATION_LOCALES, slug).toContain(locale);
    }
  });

  it("give every text field of the English item, in the English shape, and no other", () => {
    for (const { collection, slug, texts } of translated) {
      const item = seed[collection].find((candidate) => candidate.slug === slug)!;
      const english = englishText(collection, item.fields as unknown as Record<string, unknown>);
      for (const [locale, text] of Object.entries(texts)) {
        expect(Object.keys(text).sort(), `${slug} ${locale}`).toEqual(Object.keys(english).sort());
        for (const [key, value] of Object.entries(english)) {
          if (Array.isArray(value))
            expect((text[key] as unknown[]).length, `${slug} ${locale} ${key}`).toBe(value.length);
          expect(text[key], `${slug} ${locale} ${key}`).toBeTruthy();
        }
      }
    }
  });

  it("have a text at every nested place the English has one, and pass the collection's own rules", () => {
    // Every string a blank: the shape of the text, list lengths and keys at every depth.
    const shape = (value: unknown): unknown =>
      typeof value === "string"
        ? ""
        : Array.isArray(value)
          ? value.map(shape)
          : value && typeof value === "object"
            ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
            : value;
    for (const { collection, slug, texts } of translated) {
      const item = seed[collection].find((candidate) => candidate.slug === slug)!;
      const english = englishText(collection, item.fields as unknown as Record<string, unknown>);
      for (const locale of TRANSLATION_LOCALES.filter((candidate) => texts[candidate])) {
        expect(shape(texts[locale]), `${slug} ${locale}`).toEqual(shape(english));
        const { fields } = localizedFields({ collection, fields: item.fields, translations: texts }, locale);
        const checked = collectionSchemas[collection].change.safeParse(fields);
        expect(checked.error?.issues ?? [], `${slug} ${locale}`).toEqual([]);
      }
    }
  });
});
