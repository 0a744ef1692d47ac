/**
 * The lead forms' words (labels, buttons, privacy lines, outcomes and field problems), keyed by
 * their English text: an English page draws the key itself, every other locale maps each key to
 * its translation (`<locale>.ts`, `satisfies FormText`, so a missing or extra key fails the type
 * check). The server writes the no-JS result page's field problems from the same texts (decision 069).
 */
import type { serverErrorMessages } from "../api-error";
import type { leadMessages } from "../lead-messages";
import type { resumeMessages } from "../resume";

type Outcome = { [Form in keyof typeof leadMessages]: (typeof leadMessages)[Form][keyof (typeof leadMessages)[Form]] };

/** What a field can be refused for; `{field}` is the field's label, `{max}` its longest length. */
export const fieldProblemText = {
  missing: "Please fill the {field} field.",
  notText: "The {field} field must be text.",
  tooLong: "The {field} field can hold at most {max} characters.",
  notOneLine: "The {field} field must be one line of text, without line breaks, tabs or control characters.",
  controlCharacters: "The {field} field contains control characters that cannot be stored. Please remove them.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid {field}: 7 to 15 digits, with spaces, + - ( ) allowed.",
} as const;
export type FieldProblem = keyof typeof fieldProblemText;

/** Each form field's label, the key of its translation (and of its name in a field problem). */
export const fieldLabels = {
  name: "Name",
  companyName: "Company name",
  email: "Email",
  contactNumber: "Contact number",
  contact: "Contact",
  city: "City",
  state: "State",
  country: "Country",
  qualification: "Qualification",
  message: "Message",
} as const;

export type FormTextKey =
  | (typeof fieldLabels)[keyof typeof fieldLabels]
  | (typeof fieldProblemText)[FieldProblem]
  | Outcome[keyof Outcome]
  // The privacy lines of content/privacy-links.ts (contracts import nothing of content; the
  // privacy line's w() call fails the type check if they drift apart).
  | "We use these details only to answer your inquiry and quote for your line."
  | "We use these details to send you the catalogue and to follow up on your interest."
  | "We use these details and your resume only to consider you for this opening."
  | (typeof resumeMessages)["missing" | "wrongType" | "tooLarge"]
  // Our own fault and the database away, as a form's script gets them (the no-JS result page too).
  | (typeof serverErrorMessages)[keyof typeof serverErrorMessages]
  | "Message (optional)"
  | "Resume (PDF, DOC or DOCX)"
  | "Get the catalogue"
  | "Send me the catalogue"
  | "SEND INQUIRY"
  | "SENDING..."
  | "SUBMIT"
  | "SUBMITTING..."
  | "Cancel"
  | "Privacy notice"
  | "Unknown error"
  | "Catalogue request"
  | "Inquiry"
  | "Job application";

/** A locale's form words: every key translated. */
export type FormText = Readonly<Record<FormTextKey, string>>;
