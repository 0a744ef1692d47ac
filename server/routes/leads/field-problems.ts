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
import { fieldRefusalIn, hiddenFieldLabelIn } from "./refusal-words";

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
 * Each refused field's problem in `locale` (the product and the opening too: too long, not one
 * line), or the server's own refusal of it (an unknown product or opening, the language) in
 * `locale`; English, or a refusal with no wording of its own, keeps the server's message.
 */
export function fieldProblemsIn(locale: Locale, fields: Readonly<Record<string, string>>, sent: object): string[] {
  if (locale === "en") return Object.values(fields);
  const text = formTexts[locale];
  return Object.entries(fields).map(([field, english]) => {
    const label = fieldLabelIn(locale, field);
    const problem = label ? fieldProblemOf(field, (sent as Record<string, unknown>)[field]) : undefined;
    if (!label || !problem) return fieldRefusalIn(locale, english) ?? english;
    const max = FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH];
    return formWord(text, fieldProblemText[problem], { field: label, max });
  });
}

/**
 * A field's label in `locale`: as the form shows it, or, for the product and the opening the form
 * sends without a field of their own, the server's word; undefined for a field no form has.
 */
export function fieldLabelIn(locale: Exclude<Locale, "en">, field: string): string | undefined {
  if (Object.hasOwn(fieldLabels, field)) return formTexts[locale][fieldLabels[field as keyof typeof fieldLabels]];
  return hiddenFieldLabelIn(locale, field);
}
