/**
 * Translations of the content collections (issue 25, decision 058): which fields of each
 * collection are text a translator writes per locale (everything else, numbers, photos, offices,
 * dates, is entered once and shared), where a translation stands per locale, the answers of the
 * translation endpoints, and `localizedFields`, which the public pages read a locale's text
 * through, field by field falling back to English.
 */
import * as z from "zod/mini";
import { COLLECTIONS, type Collection } from "./api";
import {
  TRANSLATION_LOCALES,
  TRANSLATION_STATUSES,
  type TranslationLocale,
  type TranslationStatus,
  translationsSchema,
} from "./locales";

export const LOCALE_LABELS: Record<TranslationLocale, string> = {
  ru: "Русский (Russian)",
  vi: "Tiếng Việt (Vietnamese)",
  ar: "العربية (Arabic)",
  es: "Español (Spanish)",
  fr: "Français (French)",
};

/** Right-to-left locales: their fields get `dir="rtl"`. */
export const RTL_LOCALES: readonly TranslationLocale[] = ["ar"];

/**
 * How a translatable field holds its text: a string, a list of strings, a list of objects
 * (a gallery's photos) of which only the named keys are text (the rest, e.g. a photo's name, is
 * the English item's and shared), a list of objects whose keys hold text of their own kinds (a
 * machine's tabs), or one object whose keys do (a tab's specification table).
 */
export type TextFieldKind =
  | "text"
  | "lines"
  | { readonly each: readonly string[] }
  | { readonly eachOf: TranslatableFields }
  | { readonly within: TranslatableFields };

export type TranslatableFields = Readonly<Record<string, TextFieldKind>>;

/**
 * Each collection's translatable text fields, in the order an editor sees them.
 */
export const TRANSLATABLE_FIELDS = {
  openings: {
    title: "text",
    department: "text",
    location: "text",
    experience: "text",
    profile: "lines",
    skills: "lines",
  },
  news: {
    title: "text",
    topic: "text",
    presentedBy: "text",
    summary: "text",
    body: "text",
    photos: { each: ["alt"] },
    videos: { each: ["title"] },
  },
  exhibitions: { name: "text", venue: "text", city: "text", country: "text", stand: "text" },
  galleries: { title: "text", place: "text", caption: "text", photos: { each: ["alt"] } },
  // The places of MACHINE_TEXT_FIELDS (machines.ts); a table's cells, figures and units, are shared.
  machines: {
    title: "text",
    subtitle: "text",
    summary: "text",
    description: "lines",
    tabs: {
      eachOf: {
        name: "text",
        group: { within: { name: "text" } },
        description: "lines",
        specTable: { within: { caption: "text", columns: "lines" } },
        footnote: "text",
        photos: { each: ["alt"] },
        applications: "lines",
        applicationPhotos: { each: ["alt"] },
      },
    },
    films: { each: ["title"] },
    gallery: { each: ["alt"] },
  },
  "product-lines": { title: "text", summary: "text" },
} as const satisfies Record<Collection, TranslatableFields>;

export const TRANSLATION_STATUS_LABELS: Record<TranslationStatus, string> = {
  missing: "Missing",
  "needs-review": "Needs review",
  reviewed: "Reviewed",
  outdated: "Out of date",
};

/** One field of one locale: not written, written and current, or written before the English changed. */
const FIELD_STATES = ["missing", "translated", "outdated"] as const;

/** `?locale=` of an item's GET and PATCH. */
export const localeQuerySchema = z.object({
  locale: z.optional(
    z.enum(TRANSLATION_LOCALES, { error: `locale must be one of: ${TRANSLATION_LOCALES.join(", ")}` }),
  ),
});

/** An item in one locale: its English text and the translation beside it, field by field. */
export const itemTranslationSchema = z.object({
  id: z.number(),
  collection: z.enum(COLLECTIONS),
  locale: z.enum(TRANSLATION_LOCALES),
  status: z.enum(TRANSLATION_STATUSES),
  /** The translated text fields (a field not written is left out). */
  fields: z.record(z.string(), z.unknown()),
  /** The English of every translatable field the item has. */
  english: z.record(z.string(), z.unknown()),
  fieldStates: z.record(z.string(), z.enum(FIELD_STATES)),
  /** The translation differs from what is published in this locale. */
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.nullable(z.string()),
  translations: translationsSchema,
});
export type ItemTranslation = z.output<typeof itemTranslationSchema>;

/** GET /api/admin/content/translations: one row per item the person may edit. */
export const translationOverviewSchema = z.object({
  items: z.array(
    z.object({
      collection: z.enum(COLLECTIONS),
      id: z.number(),
      title: z.string(),
      /** Per locale: its status and how many of the item's text fields are translated and current. */
      locales: z.record(
        z.enum(TRANSLATION_LOCALES),
        z.object({ status: z.enum(TRANSLATION_STATUSES), translated: z.number(), fields: z.number() }),
      ),
    }),
  ),
});
export type TranslationOverview = z.output<typeof translationOverviewSchema>;

export const translationPaths = {
  overview: "/api/admin/content/translations",
  /** POST → the item in that locale: an editor confirms the translation against today's English. */
  review: (collection: Collection, id: number, locale: TranslationLocale) =>
    `/api/admin/content/${collection}/${id}/translations/${locale}/review`,
};

/** The text keys of the objects of a list or of one object, each with its kind. */
export function keysOf(kind: Exclude<TextFieldKind, "text" | "lines">): TranslatableFields {
  if ("each" in kind) return Object.fromEntries(kind.each.map((key) => [key, "text" as const]));
  return "eachOf" in kind ? kind.eachOf : kind.within;
}

/** The text of one object's translatable keys, each key left out where it holds none. */
function textOfObject(kinds: TranslatableFields, value: unknown): Record<string, unknown> {
  const entry = (value ?? {}) as Record<string, unknown>;
  const text: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(kinds)) {
    const found = textOfField(kind, entry[key]);
    if (found !== undefined) text[key] = found;
  }
  return text;
}

/** The text of one translatable field of English fields, or undefined when the item has none. */
export function textOfField(kind: TextFieldKind, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (kind === "text") return typeof value === "string" && value !== "" ? value : undefined;
  if (kind !== "lines" && "within" in kind) {
    const text = typeof value === "object" ? textOfObject(kind.within, value) : {};
    return Object.keys(text).length ? text : undefined;
  }
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (kind === "lines") return value.map(String);
  return value.map((entry) => textOfObject(keysOf(kind), entry));
}

/**
 * English laid under a translation: the translated text where there is some, at any depth, the
 * English (and everything shared: names, figures, units) wherever there is none.
 */
export function overlaidText(kind: TextFieldKind, english: unknown, translated: unknown): unknown {
  if (translated === undefined || translated === null || english === undefined || english === null) return english;
  if (kind === "text" || kind === "lines") return translated;
  const kinds = keysOf(kind);
  const overObject = (entry: unknown, text: unknown) => {
    const laid: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
    const given = (text ?? {}) as Record<string, unknown>;
    for (const [key, inner] of Object.entries(kinds)) {
      if (laid[key] !== undefined && given[key] !== undefined) laid[key] = overlaidText(inner, laid[key], given[key]);
    }
    return laid;
  };
  if ("within" in kind) return overObject(english, translated);
  const texts = Array.isArray(translated) ? translated : [];
  return (english as unknown[]).map((entry, index) => overObject(entry, texts[index]));
}

/** The English text of every translatable field an item has, by field. */
export function englishText(collection: Collection, fields: Record<string, unknown>): Record<string, unknown> {
  const kinds: TranslatableFields = TRANSLATABLE_FIELDS[collection];
  const text: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(kinds)) {
    const value = textOfField(kind, fields[key]);
    if (value !== undefined) text[key] = value;
  }
  return text;
}

/**
 * The item's fields in `locale`: each translatable field from the translation where it has one
 * (a list of objects takes its text keys from the translation and keeps the rest), else English;
 * `fellBack` names the text fields shown in English. English itself falls back nowhere.
 */
export function localizedFields<Fields extends object>(
  item: { collection: Collection; fields: Fields; translations?: Partial<Record<TranslationLocale, object>> },
  locale: TranslationLocale | "en",
): { fields: Fields; fellBack: string[] } {
  if (locale === "en") return { fields: item.fields, fellBack: [] };
  const english = item.fields as Record<string, unknown>;
  const translated = (item.translations?.[locale] ?? {}) as Record<string, unknown>;
  const kinds: TranslatableFields = TRANSLATABLE_FIELDS[item.collection];
  const fields: Record<string, unknown> = { ...english };
  const fellBack: string[] = [];
  for (const [key, kind] of Object.entries(kinds)) {
    if (textOfField(kind, english[key]) === undefined) continue;
    const text = translated[key];
    if (text === undefined) {
      fellBack.push(key);
      continue;
    }
    fields[key] = overlaidText(kind, english[key], text);
  }
  return { fields: fields as Fields, fellBack };
}
