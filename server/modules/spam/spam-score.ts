/**
 * Scores a submission on arrival (docs/product-brief.md, departure 5). Each signal adds weight; at 1 or
 * more the submission is spam. Strong signals (honeypot, too fast, a link where no link belongs,
 * an exact repeat) decide alone; weak ones (no form token, as from a form without JavaScript; one
 * link in a message) only in company.
 */
import { isDisposableEmail } from "./disposable-domains";
import type { FormTokenCheck } from "./form-token";

export type SpamReason =
  | "honeypot"
  | "too-fast"
  | "forged-form-token"
  | "no-form-token"
  | "stale-form-token"
  | "links-in-message"
  | "link-in-field"
  | "repeat"
  | "disposable-email";

export interface SpamSignals {
  /** The honeypot field's value as sent. */
  honeypot: unknown;
  formToken: FormTokenCheck;
  email: string;
  /** Free text where a link is plausible. */
  message: string | undefined;
  /** Short fields where a link never belongs: name, company, city, qualification, ... */
  plainFields: readonly string[];
  /** The same submission already arrived from this address or e-mail within the window. */
  isRepeat: boolean;
}

export interface SpamVerdict {
  isSpam: boolean;
  reasons: SpamReason[];
}

/** Faster than this from showing the form to sending it, nobody has typed the fields. */
export const MIN_FILL_MS = 3_000;
/** Older tokens still count, but as a weak signal (a token harvested once and replayed). */
const MAX_TOKEN_AGE_MS = 24 * 60 * 60_000;

const WEIGHTS: Record<SpamReason, number> = {
  honeypot: 1,
  "too-fast": 1,
  "forged-form-token": 0.6,
  "no-form-token": 0.3,
  "stale-form-token": 0.3,
  "links-in-message": 0.3,
  "link-in-field": 1,
  repeat: 1,
  "disposable-email": 0.7,
};

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.|\[url[=\]]|<a\s+href/gi;

function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export function scoreSubmission(signals: SpamSignals): SpamVerdict {
  const reasons: SpamReason[] = [];
  let score = 0;
  const add = (reason: SpamReason, weight = WEIGHTS[reason]) => {
    reasons.push(reason);
    score += weight;
  };

  if (signals.honeypot !== undefined && signals.honeypot !== null && String(signals.honeypot).trim() !== "")
    add("honeypot");

  const token = signals.formToken;
  if (token.status === "missing") add("no-form-token");
  else if (token.status === "invalid") add("forged-form-token");
  else if (token.ageMs < MIN_FILL_MS) add("too-fast");
  else if (token.ageMs > MAX_TOKEN_AGE_MS) add("stale-form-token");

  const links = signals.message ? countLinks(signals.message) : 0;
  // One link (the buyer's own website) is weak; three or more is what link spam looks like.
  if (links > 0) add("links-in-message", links >= 3 ? 1 : links * WEIGHTS["links-in-message"]);
  if (signals.plainFields.some((field) => countLinks(field) > 0)) add("link-in-field");
  if (signals.isRepeat) add("repeat");
  if (isDisposableEmail(signals.email)) add("disposable-email");

  return { isSpam: score >= 1 - 1e-9, reasons };
}
