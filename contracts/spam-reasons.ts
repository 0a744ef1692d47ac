/**
 * Why a submission was filed as spam (docs/product-brief.md, departure 5): the signals the server
 * stores with each record (server/modules/spam/spam-score.ts), and how the portal says each in
 * words. A stored reason this list does not know is shown by its code.
 */
import * as z from "zod/mini";

export const SPAM_REASON_WORDS = {
  honeypot: "A hidden field that people never see was filled in, as form-filling programs do.",
  "too-fast": "The form was sent within 3 seconds of the page showing it.",
  "forged-form-token": "The form's security token was altered or made up.",
  "no-form-token": "The form came without the page's security token (a browser without JavaScript, or a script).",
  "stale-form-token": "The page had been open for more than a day before the form was sent.",
  "links-in-message": "The message contains links.",
  "link-in-field": "A link was typed into a field that never holds one, such as the name or the city.",
  repeat: "The same submission had arrived shortly before from the same address or e-mail.",
  "disposable-email": "The e-mail address belongs to a throwaway mail service.",
  "bot-user-agent": "The browser said it was a script or a crawler.",
  "cross-site": "Another website made the visitor's browser send the form.",
} as const;
export type SpamReason = keyof typeof SPAM_REASON_WORDS;

/** The reasons of a record, as codes; words for the portal come from SPAM_REASON_WORDS. */
export const spamReasonsSchema = z.array(z.string());

export function spamReasonInWords(reason: string): string {
  return Object.hasOwn(SPAM_REASON_WORDS, reason) ? SPAM_REASON_WORDS[reason as SpamReason] : reason;
}

/** The stored column (a JSON array of codes, or null) as a list of codes. */
export function parseStoredSpamReasons(stored: unknown): string[] {
  if (typeof stored !== "string" || stored === "") return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((reason): reason is string => typeof reason === "string") : [];
  } catch {
    return [];
  }
}
