/**
 * Replies to a buyer and notes on a buyer (issue 24, product brief "Selling"): the request shapes and
 * their limits, the reply templates staff start from, and the placeholders a reply may hold. Shared
 * by the portal's forms and the server that fills and sends them (decision 054).
 */
import * as z from "zod/mini";

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
export const NOTE_TEXT_MAX = 2_000;

/** What `{name}` in a reply stands for; filled from the buyer's latest lead and the sender. */
export const REPLY_PLACEHOLDERS = ["name", "company", "product", "catalogueLink", "sender"] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** `{word}`: a placeholder, known or not. Braces around anything else are left as they are. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Control characters other than tab, line feed and carriage return: never part of a message. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(label: string, max: number, options: { oneLine?: boolean } = {}) {
  return z.string({ error: `${label} is required` }).check(
    z.refine((value) => value.trim().length > 0, `${label} is required`),
    z.refine((value) => value.length <= max, `${label} is at most ${max.toLocaleString("en")} characters`),
    z.refine((value) => !CONTROL.test(value), `${label} holds characters that cannot be sent`),
    z.refine((value) => !options.oneLine || !/[\r\n]/.test(value), `${label} is one line`),
  );
}

export const replyRequestSchema = z.object({
  subject: text("The subject", REPLY_SUBJECT_MAX, { oneLine: true }),
  body: text("The message", REPLY_BODY_MAX),
});
export type ReplyRequest = z.output<typeof replyRequestSchema>;

export const noteRequestSchema = z.object({ text: text("The note", NOTE_TEXT_MAX) });

/** A reply as it will go out, placeholders filled (the preview, and the 202's answer). */
export const filledReplySchema = z.object({ subject: z.string(), body: z.string() });
export type FilledReply = z.output<typeof filledReplySchema>;

export interface ReplyTemplate {
  id: string;
  label: string;
  subject: string;
  body: string;
}

/** The templates a reply starts from; kept in code (decision 054): reviewed like code, no editor to build. */
export const REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: "quotation-follows",
    label: "Quotation follows",
    subject: "Your enquiry about {product}: quotation follows",
    body:
      "Dear {name},\n\nThank you for your interest in our {product}. We are preparing a quotation for " +
      "{company} and will send it to you shortly. If you can tell us the output, material and " +
      "product sizes you need, we can make it more precise.\n\nBest regards,\n{sender}",
  },
  {
    id: "catalogue-attached",
    label: "Catalogue link",
    subject: "The {product} catalogue you asked for",
    body:
      "Dear {name},\n\nYou can open the catalogue here: {catalogueLink}\n\nTell us which machine " +
      "interests {company} most and we will send its technical details and a price.\n\nBest regards,\n{sender}",
  },
  {
    id: "visit-our-stand",
    label: "Visit our stand",
    subject: "Meet us at our stand",
    body:
      "Dear {name},\n\nWe would be glad to show you our {product} in person. Our team will be at the " +
      "coming exhibitions listed on our website; tell us when you plan to come and we will set time " +
      "aside for {company}.\n\nBest regards,\n{sender}",
  },
];

/** The placeholders a text names that are not known, each once, in the order they appear. */
export function unknownPlaceholders(value: string): string[] {
  const known: readonly string[] = REPLY_PLACEHOLDERS;
  const unknown = [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** The placeholders a text uses, each once. */
export function usedPlaceholders(value: string): ReplyPlaceholder[] {
  const known: readonly string[] = REPLY_PLACEHOLDERS;
  const used = [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => known.includes(name));
  return [...new Set(used)] as ReplyPlaceholder[];
}

/** The text with every known placeholder replaced by its value; call unknownPlaceholders first. */
export function fillPlaceholders(value: string, values: Record<ReplyPlaceholder, string>): string {
  return value.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as ReplyPlaceholder] : whole,
  );
}

/** A colleague a note can mention: `@handle`, the part of their address before the `@`. */
const mentionableSchema = z.object({ handle: z.string(), name: z.string() });
export const mentionablesSchema = z.object({ people: z.array(mentionableSchema) });
export type Mentionable = z.output<typeof mentionableSchema>;

/** `@handle` in a note: letters, digits, dots, hyphens, underscores and plus, not ending in a dot. */
const MENTION = /(?<![\w.@])@([a-z0-9_+-](?:[a-z0-9._+-]*[a-z0-9_+-])?)/gi;

/** The handles a note mentions, lower case, each once. */
export function mentionedHandles(value: string): string[] {
  return [...new Set([...value.matchAll(MENTION)].map((match) => match[1]!.toLowerCase()))];
}

/** A staff member's handle: their address before the `@`, lower case. */
export function handleOf(email: string): string {
  return email.slice(0, email.lastIndexOf("@")).toLowerCase();
}

/** The buyer's page in the portal, where a mention mail links to. */
export function buyerPagePath(buyerId: number): string {
  return `/admin/buyers/${buyerId}`;
}

/** The sales desk's reply and note endpoints (`:id` the buyer) and the people a note may mention. */
export const salesReplyPaths = {
  replies: (buyerId: number) => `/api/admin/buyers/${buyerId}/replies`,
  replyPreview: (buyerId: number) => `/api/admin/buyers/${buyerId}/replies/preview`,
  notes: (buyerId: number) => `/api/admin/buyers/${buyerId}/notes`,
  mentionable: "/api/admin/sales/mentionable",
} as const;
