/**
 * Where a locale's translation of an item stands against the item's English, and the state stored
 * for it (decision 058): each field keeps the hash of the English it was translated from, so an
 * English edit marks it out of date.
 */
import { createHash } from "node:crypto";
import type { TranslationStatus } from "#contracts/collections/locales";
import type { ItemTranslation } from "#contracts/collections/translations";
import { storedFields } from "./content-repository";
import type * as repository from "./translation-repository";

type FieldState = ItemTranslation["fieldStates"][string];

/** The hash of a field's English kept beside its translation. */
export function sourceHash(english: unknown): string {
  return createHash("sha256").update(JSON.stringify(english)).digest("base64url").slice(0, 22);
}

interface Standing {
  status: TranslationStatus;
  fieldStates: Record<string, FieldState>;
  translated: number;
  fields: number;
}

/** Where one locale's translation stands against the English text of the draft. */
export function standingOf(english: Record<string, unknown>, row: repository.TranslationRow | undefined): Standing {
  const text = row ? storedFields(row.draft) : {};
  const sources = row ? storedFields<Record<string, string>>(row.sources) : {};
  const fieldStates: Record<string, FieldState> = {};
  for (const [key, value] of Object.entries(english)) {
    if (!(key in text)) fieldStates[key] = "missing";
    else fieldStates[key] = sources[key] === sourceHash(value) ? "translated" : "outdated";
  }
  const states = Object.values(fieldStates);
  const status: TranslationStatus = states.includes("outdated")
    ? "outdated"
    : states.includes("missing")
      ? "missing"
      : row?.reviewed === 1
        ? "reviewed"
        : "needs-review";
  return {
    status,
    fieldStates,
    translated: states.filter((state) => state === "translated").length,
    fields: states.length,
  };
}

/** The state to store for translated text written against these English fields. */
export function stateOf(
  english: Record<string, unknown>,
  text: Record<string, unknown>,
  sources: Record<string, string>,
  reviewed: boolean,
): repository.TranslationState {
  const kept = Object.fromEntries(Object.entries(text).filter(([key]) => key in english || key in sources));
  return { fields: JSON.stringify(kept), sources: JSON.stringify(sources), reviewed };
}
