/**
 * Field rules shared by the three lead forms and the server: trimming, required fields, lengths,
 * e-mail and phone formats, and the spec's wording. zod/mini keeps the browser bundle small.
 */
import * as z from "zod/mini";
import {
  disallowedCharacterMessage,
  FIELD_MAX_LENGTH,
  type FieldName,
  fieldLabel,
  hasOnlyAllowedCharacters,
  isPhoneNumber,
  missingFieldMessage,
} from "./lead-limits";

function tooLongMessage(field: FieldName): string {
  return `The ${fieldLabel(field)} field can hold at most ${FIELD_MAX_LENGTH[field]} characters.`;
}

function notTextMessage(field: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? missingFieldMessage(field)
      : `The ${fieldLabel(field)} field must be text.`;
}

/**
 * Line breaks, tabs and other control characters are refused, not stripped: a browser's one-line
 * input cannot hold a line break, so such a value was not typed into the form, and a record must
 * keep what was sent. The answer names the field, so an honest client knows what to fix.
 */
function allowedCharacters(field: FieldName) {
  return z.refine<string>((value) => hasOnlyAllowedCharacters(field, value), disallowedCharacterMessage(field));
}

/** Text that must be non-blank after trimming. */
export function requiredText(field: FieldName) {
  return z
    .string({ error: notTextMessage(field) })
    .check(
      z.trim(),
      z.minLength(1, missingFieldMessage(field)),
      z.maxLength(FIELD_MAX_LENGTH[field], tooLongMessage(field)),
      allowedCharacters(field),
    );
}

/** Text that may be left out or blank; blank becomes undefined. */
export function optionalText(field: FieldName) {
  return z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: notTextMessage(field) })
          .check(z.trim(), z.maxLength(FIELD_MAX_LENGTH[field], tooLongMessage(field)), allowedCharacters(field)),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : undefined)),
  );
}

const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

export function emailAddress(field: "email") {
  return requiredText(field).check(z.email(INVALID_EMAIL_MESSAGE));
}

function invalidPhoneMessage(field: "contactNumber" | "contact"): string {
  return `Please enter a valid ${fieldLabel(field)}: 7 to 15 digits, with spaces, + - ( ) allowed.`;
}

export function phoneNumber(field: "contactNumber" | "contact") {
  return requiredText(field).check(z.refine(isPhoneNumber, invalidPhoneMessage(field)));
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
