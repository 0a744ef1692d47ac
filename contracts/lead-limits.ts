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

/**
 * What a one-line field never holds: C0 controls (line breaks and tabs among them), DEL, C1
 * controls, the Unicode line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates (which can make a name in the portal read backwards). The left-to-right
 * and right-to-left marks stay allowed: keyboards for Arabic and Hebrew type them.
 */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** What a message never holds: the C0 controls other than tab and line breaks, and DEL. */
const NOT_MESSAGE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Only the message may span lines; every other field is one line. */
function isMultilineField(field: string): boolean {
  return field === "message";
}

/** False when the value holds a character its field refuses (see NOT_ONE_LINE and NOT_MESSAGE_TEXT). */
export function hasOnlyAllowedCharacters(field: string, value: string): boolean {
  return !(isMultilineField(field) ? NOT_MESSAGE_TEXT : NOT_ONE_LINE).test(value);
}

/** The refusal of a value holding a character its field refuses. */
export function disallowedCharacterMessage(field: string): string {
  return isMultilineField(field)
    ? `The ${fieldLabel(field)} field contains control characters that cannot be stored. Please remove them.`
    : `The ${fieldLabel(field)} field must be one line of text, without line breaks, tabs or control characters.`;
}

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}
