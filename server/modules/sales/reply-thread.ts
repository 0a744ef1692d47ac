/**
 * How mail to one buyer threads (decision 054): every mail to a buyer names one stable root id,
 * derived from their address, so a mail program keeps the catalogue mail and every reply together
 * even after the outbox has purged the earlier messages; a reply also names the replies before it.
 */
import { createHash, randomUUID } from "node:crypto";
import type { MessageHeaders } from "#server/modules/mail/outbox-repository";

/** How many earlier replies a reply's References lists after the root (mail programs need few). */
const REFERENCES_KEPT = 10;

/** The buyer's thread root: the same for every mail to this address, whatever its case. */
export function buyerThreadRoot(email: string, host: string): string {
  const key = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return `<buyer-${key}@${host}>`;
}

/** A fresh Message-ID of our own domain for a reply, chosen when it is stored. */
export function newReplyMessageId(host: string): string {
  return `<reply-${randomUUID()}@${host}>`;
}

/**
 * The headers of a new reply: its own Message-ID, In-Reply-To the latest earlier reply (or the
 * root when there is none), References the root and the earlier replies, oldest first.
 */
export function replyHeaders(root: string, messageId: string, earlierNewestFirst: readonly string[]): MessageHeaders {
  const earlier = earlierNewestFirst.slice(0, REFERENCES_KEPT).reverse();
  return {
    "Message-ID": messageId,
    "In-Reply-To": earlier.at(-1) ?? root,
    References: [root, ...earlier].join(" "),
  };
}
