/**
 * Field rules shared by the three lead forms and the server: trimming, required fields, lengths,
 * e-mail and phone formats, and the spec's wording. zod/mini keeps the browser bundle small.
 */
import * as z from "zod/mini";

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

type FieldName = keyof typeof FIELD_MAX_LENGTH;

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

function tooLongMessage(field: FieldName): string {
  return `The ${fieldLabel(field)} field can hold at most ${FIELD_MAX_LENGTH[field]} characters.`;
}

function notTextMessage(field: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missingFieldMessage(field) : `The ${fieldLabel(field)} field must be text.`;
}

/** Text that must be non-blank after trimming. */
export function requiredText(field: FieldName) {
  return z
    .string({ error: notTextMessage(field) })
    .check(z.trim(), z.minLength(1, missingFieldMessage(field)), z.maxLength(FIELD_MAX_LENGTH[field], tooLongMessage(field)));
}

/** Text that may be left out or blank; blank becomes undefined. */
export function optionalText(field: FieldName) {
  return z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: notTextMessage(field) }).check(z.trim(), z.maxLength(FIELD_MAX_LENGTH[field], tooLongMessage(field))),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  );
}

const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

export function emailAddress(field: "email") {
  return requiredText(field).check(z.email(INVALID_EMAIL_MESSAGE));
}

/** Digits with the usual separators, an optional leading +, and 7 to 15 digits (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

function invalidPhoneMessage(field: "contactNumber" | "contact"): string {
  return `Please enter a valid ${fieldLabel(field)}: 7 to 15 digits, with spaces, + - ( ) allowed.`;
}

export function phoneNumber(field: "contactNumber" | "contact") {
  return requiredText(field).check(z.refine(isPhoneNumber, invalidPhoneMessage(field)));
}

/** Field name -> message, one message per bad field (the first), in the schema's field order. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** The contact fields common to the inquiry and both catalogue-request variants, in form order. */
export const contactFields = {
  name: requiredText("name"),
  companyName: requiredText("companyName"),
  email: emailAddress("email"),
  contactNumber: phoneNumber("contactNumber"),
  city: requiredText("city"),
  state: requiredText("state"),
  country: requiredText("country"),
};
