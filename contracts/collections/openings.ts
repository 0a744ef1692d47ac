/**
 * An opening on /Carrer (docs/spec.md §2 Careers): what HR edits, and what the page and its
 * JobPosting show. `office` names the office whose address goes into the JobPosting (the server
 * answers the choices with each list; an unknown one is refused with the field named).
 */
import * as z from "zod/mini";
import { closesAfterPublishing, isoDate, line, lines, scheduleInput, scheduleSchema } from "./fields";

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

const openingShape = {
  title: line("Title", { min: 3, max: 120 }),
  department: line("Department", { min: 2, max: 80 }),
  location: line("Location", { min: 3, max: 120 }),
  office: z
    .string({ error: "Office is required" })
    .check(z.trim(), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose the office the job is based at")),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: `Employment type is one of ${EMPLOYMENT_TYPES.join(", ")}` }),
  experience: line("Experience", { min: 3, max: 200 }),
  profile: lines("Job profile", { min: 1, max: 20, line: { min: 10, max: 500 } }),
  skills: lines("Required skills", { min: 1, max: 20, line: { min: 3, max: 300 } }),
  /** The JobPosting's datePosted; set by the server at the first publish when left out. */
  datePosted: z.optional(z.nullable(isoDate("Date posted"))),
  ...scheduleInput,
};

/** A new opening, or the whole of one. */
export const openingInputSchema = z.object(openingShape).check(closesAfterPublishing());
/** A change: any of the fields; null clears an optional one. */
export const openingChangeSchema = z.partial(z.object(openingShape));

/** An opening as stored and answered. */
export const openingFieldsSchema = z.object({
  title: z.string(),
  department: z.string(),
  location: z.string(),
  office: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  experience: z.string(),
  profile: z.array(z.string()),
  skills: z.array(z.string()),
  datePosted: z.optional(z.string()),
  ...scheduleSchema,
});
export type OpeningFields = z.output<typeof openingFieldsSchema>;
