/**
 * What the lead routes accept and answer, as the schemas they declare. The bodies are the forms'
 * contracts plus the two spam signals every form may send (the honeypot and the form token), and,
 * for the careers form, the resume the request's multipart body was stored as. The answers are
 * here rather than in contracts/ because the browser's copy of those must stay free of zod.
 */
import * as z from "zod/mini";
import { catalogueRequestSchema } from "#contracts/catalogue-request";
import { inquirySchema } from "#contracts/inquiry";
import { jobApplicationSchema } from "#contracts/job-application";
import { RESUME_FIELD, resumeMessages } from "#contracts/resume";
import {
  type CatalogueRequestAnswer,
  FORM_TOKEN_FIELD,
  type FormTokenAnswer,
  HONEYPOT_FIELD,
  type InquiryAnswer,
  type JobApplicationAnswer,
} from "#contracts/lead-endpoints";
import type { StoredFile } from "#server/modules/uploads/resume-store";

/** Read by the spam score as sent, whatever they hold. */
const spamSignals = { [HONEYPOT_FIELD]: z.optional(z.unknown()), [FORM_TOKEN_FIELD]: z.optional(z.unknown()) };

export const catalogueRequestBody = z.extend(catalogueRequestSchema, spamSignals);
export const inquiryBody = z.extend(inquirySchema, spamSignals);
/** The resume comes last, so that its problem is listed after the other fields'. */
export const jobApplicationBody = z.extend(jobApplicationSchema, {
  ...spamSignals,
  [RESUME_FIELD]: z.custom<StoredFile>((value) => value !== undefined, resumeMessages.missing),
});

const message = z.string();

export const formTokenAnswer = z.object({ token: z.string() }) satisfies z.ZodMiniType<FormTokenAnswer>;
export const catalogueRequestAnswer = z.object({ message }) satisfies z.ZodMiniType<CatalogueRequestAnswer>;
export const inquiryAnswer = z.object({
  message,
  notification: z.enum(["sent", "queued", "deferred", "none"]),
}) satisfies z.ZodMiniType<InquiryAnswer>;
export const jobApplicationAnswer = z.object({ message }) satisfies z.ZodMiniType<JobApplicationAnswer>;
