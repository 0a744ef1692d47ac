/**
 * A machine's texts as a translation reaches them (decision 068): every place MACHINE_TEXT_FIELDS
 * names is translatable, and a locale's text falls back to English place by place.
 */
import { describe, expect, it } from "vitest";
import { seedCollections } from "#content/seed/collections";
import { machineTexts } from "#contracts/collections/machines";
import { englishText, localizedFields } from "#contracts/collections/translations";

describe("a machine's nested texts", () => {
  const tape = seedCollections().machines.find((item) => item.fields.path === "TapeExtrusion")!;
  const flat = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(flat)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(flat)
          : [];

  it("are every text MACHINE_TEXT_FIELDS names, figures and units left out", () => {
    const english = englishText("machines", tape.fields as unknown as Record<string, unknown>);
    expect(flat(english).sort()).toEqual(machineTexts(tape.fields).sort());
    expect(JSON.stringify(english)).not.toContain(tape.fields.tabs[0]!.specTable!.rows[0]![1]!);
  });

  it("fall back to English place by place, the table's cells and photo names shared", () => {
    const first = tape.fields.tabs[0]!;
    const { fields } = localizedFields(
      {
        collection: "machines",
        fields: tape.fields,
        translations: {
          ru: {
            title: "Линия экструзии плоской нити",
            tabs: [
              {
                name: "Обзор",
                specTable: { caption: "Технические характеристики" },
                photos: [{ alt: "Линия в цехе" }],
              },
            ],
          },
        },
      },
      "ru",
    );
    expect(fields.title).toBe("Линия экструзии плоской нити");
    expect(fields.subtitle).toBe(tape.fields.subtitle);
    expect(fields.tabs[0]!.name).toBe("Обзор");
    expect(fields.tabs[0]!.slug).toBe(first.slug);
    expect(fields.tabs[0]!.specTable!.caption).toBe("Технические характеристики");
    expect(fields.tabs[0]!.specTable!.columns).toEqual(first.specTable!.columns);
    expect(fields.tabs[0]!.specTable!.rows).toEqual(first.specTable!.rows);
    expect(fields.tabs[0]!.photos[0]).toEqual({ ...first.photos[0], alt: "Линия в цехе" });
    expect(fields.tabs[0]!.photos.slice(1)).toEqual(first.photos.slice(1));
    expect(fields.tabs[0]!.description).toBe(first.description);
    expect(fields.tabs.slice(1)).toEqual(tape.fields.tabs.slice(1));
  });
});
