/** The contact-page inquiry (docs/spec.md §3, §5): all eight fields required, plus where it was sent from. */
import * as z from "zod/mini";
import { contactFields, requiredText, optionalText } from "./lead-fields";
import { leadLanguage } from "./lead-language";
import { visitSourceSchema } from "./visit-source";

export const inquirySchema = z.object({
  ...contactFields,
  message: requiredText("message"),
  url: optionalText("url"),
  endText: optionalText("endText"),
  language: leadLanguage,
  /** Where the visit came from (issue 24); optional, the page address's utm_* otherwise. */
  source: z.optional(visitSourceSchema),
});

export type Inquiry = z.output<typeof inquirySchema>;
