/**
 * A plain post's field problems in the form's language (decision 069): the schemas word their
 * refusals in English for the API; the result page names, from the value sent, which rule the
 * field broke and words that in the locale, with the field's label as the form shows it.
 */
import { type FieldProblem, fieldLabels, fieldProblemText } from "#contracts/form-text/en";
import { formTexts } from "#contracts/form-text/index";
import { formWord } from "#contracts/form-text/words";
import { FIELD_MAX_LENGTH, hasOnlyAllowedCharacters } from "#contracts/lead-limits";
import type { Locale } from "#contracts/locales";
import { fieldRefusalIn } from "./refusal-words";

/** The rule `value` breaks, checked in the schemas' order (lead-fields.ts); undefined for any other refusal. */
function fieldProblemOf(field: string, value: unknown): FieldProblem | undefined {
  if (value === undefined || value === null) return "missing";
  if (typeof value !== "string") return "notText";
  const trimmed = value.trim();
  if (trimmed === "") return "missing";
  const max = FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH];
  if (max !== undefined && trimmed.length > max) return "tooLong";
  if (!hasOnlyAllowedCharacters(field, trimmed)) return field === "message" ? "controlCharacters" : "notOneLine";
  if (field === "email") return "email";
  if (field === "contactNumber" || field === "contact") return "phone";
  return undefined;
}

/**
 * Each refused field's problem in `locale`, or the server's own refusal of it (an unknown product
 * or opening, the language) in `locale`; English, or a refusal with no wording of its own, keeps
 * the server's message.
 */
export function fieldProblemsIn(locale: Locale, fields: Readonly<Record<string, string>>, sent: object): string[] {
  if (locale === "en") return Object.values(fields);
  const text = formTexts[locale];
  return Object.entries(fields).map(([field, english]) => {
    const problem = field in fieldLabels ? fieldProblemOf(field, (sent as Record<string, unknown>)[field]) : undefined;
    if (!problem) return fieldRefusalIn(locale, english) ?? english;
    const label = text[fieldLabels[field as keyof typeof fieldLabels]];
    const max = FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH];
    return formWord(text, fieldProblemText[problem], { field: label, max });
  });
}
