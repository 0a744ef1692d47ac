/**
 * The lead forms' limits and wording without the schema library: what the browser needs to draw
 * the fields (maxlength, the blank-field alert) costs no validator code on public pages
 * (decision 020). The zod schemas in lead-fields.ts use the same values.
 */

/** Longest accepted value of each field, in characters. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  companyName: 150,
  email: 254,
  contactNumber: 30,
  contact: 30,
  city: 100,
  state: 100,
  country: 100,
  qualification: 200,
  jobTitle: 150,
  message: 5000,
  productCategory: 150,
  brochureLink: 500,
  endText: 500,
  url: 2048,
  currentURL: 2048,
} as const;

export type FieldName = keyof typeof FIELD_MAX_LENGTH;

/** The field's camelCase name split into lower-case words: companyName -> "company name", currentURL -> "current url". */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();
}

/** Spec §5/§8: the alert of a field left blank. */
export function missingFieldMessage(field: string): string {
  return `Please fill the ${fieldLabel(field)} field.`;
}

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}
