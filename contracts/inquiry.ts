/** The contact-page inquiry (docs/spec.md §3, §5): all eight fields required, plus where it was sent from. */
import * as z from "zod/mini";
import { contactFields, requiredText, optionalText } from "./lead-fields";
import { leadLanguage } from "./lead-language";

export const inquirySchema = z.object({
  ...contactFields,
  message: requiredText("message"),
  url: optionalText("url"),
  endText: optionalText("endText"),
  language: leadLanguage,
});

export type Inquiry = z.output<typeof inquirySchema>;
