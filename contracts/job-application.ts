/**
 * The careers application (docs/spec.md §3, §5): six text fields and a resume. The server decides the
 * resume's type by its bytes; the browser can only check the name, which it should do first.
 */
import * as z from "zod/mini";
import { emailAddress, phoneNumber, requiredText } from "./lead-fields";
import { leadLanguage } from "./lead-language";

export const jobApplicationSchema = z.object({
  name: requiredText("name"),
  email: emailAddress("email"),
  contact: phoneNumber("contact"),
  qualification: requiredText("qualification"),
  message: requiredText("message"),
  jobTitle: requiredText("jobTitle"),
  language: leadLanguage,
});

export type JobApplication = z.output<typeof jobApplicationSchema>;
