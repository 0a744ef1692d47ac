/**
 * A translator's value for one field, checked against the field's English (decision 058): a list
 * has one entry for each English one, the value laid over the English passes the collection's own
 * field rules, and only the places the translator wrote are kept.
 */
import type { Collection } from "#contracts/collections/api";
import { collectionSchemas } from "#contracts/collections/index";
import { keysOf, overlaidText, type TextFieldKind, type TranslatableFields } from "#contracts/collections/translations";
import { cleanRichText } from "./rich-text";

/** A field's name as the messages write it: `datePosted` is "Date posted". */
export function labelOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());
}

/** A translated value laid over the English one and checked by the field's own rules. */
export function checkedText(
  collection: Collection,
  key: string,
  kind: TextFieldKind,
  value: unknown,
  english: unknown,
) {
  let candidate = value;
  if (typeof kind === "object" && "each" in kind) {
    const entries = Array.isArray(english) ? (english as Record<string, unknown>[]) : [];
    if (!Array.isArray(value) || value.length !== entries.length) {
      return { problem: `${labelOf(key)} must be a list of ${entries.length}, one for each in English` };
    }
    candidate = entries.map((entry, index) => {
      const translated = value[index] as Record<string, unknown> | null;
      const text = Object.fromEntries(kind.each.map((textKey) => [textKey, translated?.[textKey]]));
      return { ...entry, ...text };
    });
  } else if (typeof kind === "object") {
    const problem = shapeProblem(kind, english, value, labelOf(key));
    if (problem) return { problem };
    candidate = overlaidText(kind, english, value);
  } else if (collection === "news" && key === "body" && typeof value === "string") {
    candidate = cleanRichText(value);
  }
  const parsed = collectionSchemas[collection].change.safeParse({ [key]: candidate });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? `${labelOf(key)} is not valid` };
  const checked = (parsed.data as Record<string, unknown>)[key];
  if (checked === undefined) return { problem: `${labelOf(key)} is required: leave it out to show the English` };
  if (typeof kind !== "object") return { text: checked };
  if ("each" in kind) return { text: (checked as unknown[]).map((entry) => pick(entry, kind.each)) };
  return { text: givenText(kind, checked, value) };
}

/**
 * Where a nested translation does not follow its English: a list of another length (one entry
 * for each English one, null or {} for one left in English) or an object that is none.
 */
function shapeProblem(kind: TextFieldKind, english: unknown, value: unknown, label: string): string | undefined {
  if (value === undefined || value === null || typeof kind !== "object" || "each" in kind) return undefined;
  if ("within" in kind) {
    if (typeof value !== "object" || Array.isArray(value)) return `${label} must be an object`;
    return objectShapeProblem(kind.within, english, value, label);
  }
  const entries = Array.isArray(english) ? english : [];
  if (!Array.isArray(value) || value.length !== entries.length) {
    return `${label} must be a list of ${entries.length}, one for each in English`;
  }
  for (const [index, entry] of value.entries()) {
    if (entry === null) continue;
    if (typeof entry !== "object" || Array.isArray(entry)) return `${label} ${index + 1} must be an object`;
    const problem = objectShapeProblem(kind.eachOf, entries[index], entry, `${label} ${index + 1}`);
    if (problem) return problem;
  }
  return undefined;
}

function objectShapeProblem(kinds: TranslatableFields, english: unknown, value: object, label: string) {
  const source = (english ?? {}) as Record<string, unknown>;
  for (const [key, given] of Object.entries(value)) {
    const kind = kinds[key];
    if (kind === undefined) return `${label}: ${key} is shared by every language`;
    if (given !== undefined && given !== null && source[key] === undefined) {
      return `${label}: ${key} has no English to translate`;
    }
    if (kind !== "text" && kind !== "lines" && "each" in kind && given !== undefined && given !== null) {
      const entries = Array.isArray(source[key]) ? (source[key] as unknown[]) : [];
      if (!Array.isArray(given) || given.length !== entries.length)
        return `${label}: ${key} must be a list of ${entries.length}, one for each in English`;
    }
    const problem = shapeProblem(kind, source[key], given, `${label}: ${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/** The checked text at the places the translator wrote (the rest stays English, read through the fallback). */
function givenText(kind: TextFieldKind, checked: unknown, given: unknown): unknown {
  if (given === undefined || given === null) return undefined;
  if (kind === "text" || kind === "lines") return checked;
  const kinds = keysOf(kind);
  const ofObject = (entry: unknown, text: unknown) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys((text ?? {}) as object)) {
      const inner = givenText(
        kinds[key]!,
        (entry as Record<string, unknown>)[key],
        (text as Record<string, unknown>)[key],
      );
      if (inner !== undefined) out[key] = inner;
    }
    return out;
  };
  if ("within" in kind) return ofObject(checked, given);
  return (checked as unknown[]).map((entry, index) => ofObject(entry, (given as unknown[])[index]));
}

function pick(entry: unknown, keys: readonly string[]): Record<string, unknown> {
  const source = entry as Record<string, unknown>;
  return Object.fromEntries(keys.flatMap((key) => (source[key] === undefined ? [] : [[key, source[key]]])));
}
