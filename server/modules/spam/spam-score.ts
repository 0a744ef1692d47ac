/**
 * Scores a submission on arrival (docs/product-brief.md, departure 5). Each signal adds weight; at 1 or
 * more the submission is spam. Strong signals (honeypot, a forged form token, a link where no link
 * belongs, an exact repeat, three links, a form another site made the browser send) decide alone. The others count only in company: no form
 * token (a form without JavaScript), a stale one, one or two links (a buyer's own website), a
 * disposable address, the user agent of a script or crawler, and a form sent within 3 s of showing
 * (the browser's autofill does that for real people: docs/decisions/022).
 */
import { isbot } from "isbot";
import type { SpamReason } from "#contracts/spam-reasons";
import { isDisposableEmail } from "./disposable-domains";
import type { FormTokenCheck } from "./form-token";

export interface SpamSignals {
  /** The honeypot field's value as sent. */
  honeypot: unknown;
  formToken: FormTokenCheck;
  email: string;
  /** Free text where a link is plausible. */
  message: string | undefined;
  /** Short fields where a link never belongs: name, company, city, qualification, ... */
  plainFields: readonly string[];
  /** The visitor's name, which visitor-bound mail repeats ("Dear <name>"): held to NAME_DOMAIN too. */
  name: string;
  /** The same submission already arrived from this address or e-mail within the window. */
  isRepeat: boolean;
  /** The User-Agent header as sent (undefined when there was none). */
  userAgent: string | undefined;
  /**
   * The browser says another site sent the form (Sec-Fetch-Site: cross-site, or a foreign
   * Origin): a page elsewhere making its visitors mail our forms (security review S-05).
   */
  crossSite?: boolean;
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
  // Autofill fills a whole form in a second or two: fast alone is a person as often as a bot.
  "too-fast": 0.7,
  // The browser sends back what the server issued; an altered or made-up token is a script's.
  "forged-form-token": 1,
  "no-form-token": 0.3,
  "stale-form-token": 0.3,
  "links-in-message": 0.3,
  "link-in-field": 1,
  repeat: 1,
  "disposable-email": 0.7,
  // A browser always names itself; an HTTP library, a crawler or a headless browser says so here.
  "bot-user-agent": 0.5,
  "cross-site": 1,
};

/**
 * One match per link: an HTML anchor or a BBCode tag takes its address with it, and an address
 * with both a scheme and www is one link ("https://www.example.in" counted twice made two pasted
 * addresses look like link spam). No word boundary before the scheme: `xhttps://` is a link too.
 */
const LINK =
  /<a\s+href\s*=\s*["']?[^"'\s>]*|\[url[=\]][^\]\s]*|https?:\/\/[^\s"'<>\]]+|\bwww\.[a-z0-9-]+\.[^\s"'<>\]]*/gi;

/**
 * A bare domain, as mail clients turn into a link: a dot and an ending spam uses, or a longer
 * name and ending followed by a path. Qualifications and company names with dots ("B.Tech/M.Tech",
 * "BSc.IT/BCA", "B.Com", "Pvt.Ltd") are not domains by this rule.
 */
const COMMON_ENDING =
  "com|net|org|info|biz|io|co|xyz|top|site|online|shop|store|app|dev|me|link|click|live|ru|cn|in|tk|example";
const BARE_DOMAIN = new RegExp(
  `(?:^|[^\\w.@-])(?:[a-z0-9][a-z0-9-]*[a-z0-9](?:\\.[a-z0-9-]+)*\\.(?:${COMMON_ENDING})(?![\\w-])` +
    `|[a-z0-9][a-z0-9-]{3,}(?:\\.[a-z0-9-]+)*\\.[a-z]{3,24}\\/)`,
  "i",
);

/**
 * In a name, any `label.tld` a mail client could turn into a link (security review T-04): a label
 * of one character or more, a dot and a two-letter ending (every country's, `bit.ly`, `t.me`,
 * `evil.de`), a common ending, or any ending of two letters or more followed by a path
 * (`secure.gl/x`). A dot followed by a space ("J. Smith", "A.K. Sharma", "St. John") or by a
 * longer word that is no common ending ("Dr.Rao", "Dr.Ravi Shah") is still a name.
 */
const NAME_DOMAIN = new RegExp(
  `(?:^|[^\\w.@-])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*` +
    `\\.(?:(?:[a-z]{2}|${COMMON_ENDING})(?![\\w-])|[a-z]{2,24}\\/)`,
  "i",
);

function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** A short field holds a link when it has one of LINK's or a bare domain. */
function hasLink(field: string): boolean {
  return countLinks(field) > 0 || BARE_DOMAIN.test(field);
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
  if (signals.plainFields.some(hasLink) || NAME_DOMAIN.test(signals.name)) add("link-in-field");
  if (signals.isRepeat) add("repeat");
  if (isDisposableEmail(signals.email)) add("disposable-email");
  if (!signals.userAgent?.trim() || isbot(signals.userAgent)) add("bot-user-agent");
  if (signals.crossSite) add("cross-site");

  return { isSpam: score >= 1 - 1e-9, reasons };
}
