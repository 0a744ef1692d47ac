/**
 * The administrators' personal-data tools (docs/product-brief.md, "Operating the product"): find a
 * person by e-mail across the three lists, download everything held about them as JSON, or erase
 * it. A person is an e-mail address, matched without regard to letter case.
 */
import * as z from "zod/mini";
import { enteredPassword } from "./staff-accounts";

export const peoplePaths = {
  find: "/api/admin/people",
  export: "/api/admin/people/export",
  erase: "/api/admin/people/erase",
} as const;

/** The longest address RFC 5321 allows. */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_MESSAGE = "Enter the person's e-mail address.";

const personEmail = z.pipe(
  z.string({ error: EMAIL_MESSAGE }),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGE), z.email(EMAIL_MESSAGE)),
  ),
);

/**
 * The body of a find and of an export: POST, so that the address reaches no proxy's access log
 * and no browser history (security review 2, T-11).
 */
export const personLookupSchema = z.object({ email: personEmail });
/**
 * The body of an erasure: the address, and the administrator's own password again (ASVS 3.7.1:
 * an erasure cannot be undone, so a session left open is not enough). Optional here so that a
 * missing one is answered by name.
 */
export const personEraseSchema = z.object({ email: personEmail, password: z.optional(enteredPassword("Password")) });

export const PERSON_LISTS = ["inquiries", "catalogueRequests", "applications"] as const;
export type PersonList = (typeof PERSON_LISTS)[number];

/** One record that holds the person, as the find answer lists it. */
export const personRecordSchema = z.object({
  list: z.enum(PERSON_LISTS),
  id: z.number(),
  name: z.string(),
  /** What it was about: the job title, the product line, or the inquiry's first words. */
  about: z.string(),
  createdAt: z.string(),
  hasResume: z.boolean(),
});
export type PersonRecord = z.output<typeof personRecordSchema>;

/** POST /api/admin/people { email } */
export const personFoundSchema = z.object({
  email: z.string(),
  records: z.array(personRecordSchema),
  /** Messages in the outbox (queued, sent or failed) about those records or to the address. */
  messages: z.number(),
  /** How the audit trail names this person's exports and erasures (never by the address). */
  reference: z.string(),
});
export type PersonFound = z.output<typeof personFoundSchema>;

/** What an erasure removed; also what retention removes in one run. */
export const erasureCountsSchema = z.object({
  inquiries: z.number(),
  catalogueRequests: z.number(),
  applications: z.number(),
  resumes: z.number(),
  messages: z.number(),
});
export type ErasureCounts = z.output<typeof erasureCountsSchema>;

/** POST /api/admin/people/erase */
export const personErasedSchema = z.object({ email: z.string(), erased: erasureCountsSchema });

/** The export's file name for an address: letters, digits, dots and dashes only. */
export function exportFileName(email: string): string {
  return `personal-data-${email.toLowerCase().replace(/[^a-z0-9.-]+/g, "-")}.json`;
}
