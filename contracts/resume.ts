/** The careers application's resume: its field, size limit, accepted names and the wording of its problems (no schema library, so the careers page carries no validator code). */

/** The multipart field that carries the file. */
export const RESUME_FIELD = "resume";
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** For the file input's accept attribute. */
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const resumeMessages = {
  missing: "Please attach your resume (PDF, DOC or DOCX).",
  wrongType: "The resume must be a PDF, DOC or DOCX file.",
  tooLarge: "The resume can be at most 10 MB.",
  quotaReached:
    "We have already received as many files from your address today as we accept in a day. Please try again tomorrow.",
  storageFull: "We cannot accept resumes just now. Please try again later.",
  infected: "Our virus check refused this file. Please send a clean copy of your resume.",
  scannerUnavailable: "We cannot check files for viruses just now. Please try again in a few minutes.",
} as const;

/** The browser's check before sending: .pdf, .doc or .docx, at most 10 MB. */
export function resumeProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return resumeMessages.missing;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return resumeMessages.wrongType;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  return null;
}
