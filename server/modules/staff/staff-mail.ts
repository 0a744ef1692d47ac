/**
 * The e-mails of staff accounts: an invitation to the portal, a new set-password link, and a notice
 * to the account's own address when its password or two-factor sign-in changes (ASVS 2.2.3, 2.5.5).
 * Plain text with an HTML twin.
 */
import { company } from "#content/company";
import { INVITATION_LIFETIME_HOURS } from "#contracts/staff-accounts";
import { escapeHtml } from "../mail/escape-html";
import { formatIndiaTime } from "../mail/india-time";
import type { OutgoingMessage } from "../mail/outbox-repository";

interface Recipient {
  email: string;
  name: string;
}

function message(
  kind: string,
  to: Recipient,
  subject: string,
  paragraphs: string[],
  link?: { url: string; closing: string[] },
): OutgoingMessage {
  const closing = link?.closing ?? [];
  const text = [`Dear ${to.name},`, "", ...paragraphs, ...(link ? ["", link.url] : []), "", ...closing].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px">` +
    `<p>Dear ${escapeHtml(to.name)},</p>` +
    paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>` : "") +
    closing.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    `</body></html>`;
  return { kind, to: [to.email], subject, text: text.trimEnd(), html };
}

function linkMail(kind: string, to: Recipient, subject: string, paragraphs: string[], url: string): OutgoingMessage {
  return message(kind, to, subject, paragraphs, {
    url,
    closing: [
      `The link works once, for ${INVITATION_LIFETIME_HOURS} hours. If it has run out, ask an administrator for a new one.`,
      "If you did not expect this e-mail, you can ignore it.",
    ],
  });
}

export function invitationMail(to: Recipient, url: string, invitedBy: string): OutgoingMessage {
  return linkMail(
    "staff-invitation",
    to,
    `Your account on the ${company.name} staff portal`,
    [
      `${invitedBy} has given you an account on the ${company.name} staff portal, where the team works through inquiries, catalogue requests and job applications.`,
      "Choose your password here:",
    ],
    url,
  );
}

export function passwordLinkMail(to: Recipient, url: string): OutgoingMessage {
  return linkMail(
    "staff-password-link",
    to,
    `Set your password for the ${company.name} staff portal`,
    ["An administrator has sent you a link to set a new password for the staff portal. Choose it here:"],
    url,
  );
}

/** A change to how an account signs in, told to its own address (the audit trail has the same event). */
export type AccountChange =
  | "password-changed"
  | "password-set-from-link"
  | "password-set-by-command"
  | "two-factor-on"
  | "two-factor-off"
  | "two-factor-removed"
  | "two-factor-code-reused"
  | "two-factor-codes-wrong"
  | "two-factor-held";

const CHANGES: Record<AccountChange, { subject: string; what: string; advice?: string[] }> = {
  "password-changed": { subject: "Your password was changed", what: "The password of your account was changed" },
  "password-set-from-link": {
    subject: "A new password was set",
    what: "A new password was set for your account from a set-password link",
  },
  "password-set-by-command": {
    subject: "A new password was set",
    what: "An administrator set a new password for your account on the server",
  },
  "two-factor-on": { subject: "Two-factor sign-in is on", what: "Two-factor sign-in was turned on for your account" },
  "two-factor-off": {
    subject: "Two-factor sign-in is off",
    what: "Two-factor sign-in was turned off for your account",
  },
  "two-factor-removed": {
    subject: "Two-factor sign-in was removed",
    what: "An administrator removed two-factor sign-in from your account on the server",
  },
  "two-factor-code-reused": {
    subject: "A used sign-in code was tried again",
    what: "After your password, a code from your authenticator app that had already been used (or an older one) was entered and refused,",
    advice: [
      "If you signed in twice within a minute, that was you and there is nothing more to do.",
      "If not, someone knows your password: change it on your account page now, and tell an administrator of the staff portal.",
    ],
  },
  "two-factor-codes-wrong": {
    subject: "Wrong sign-in codes were entered",
    what: "After your password, five wrong codes were entered in place of the code from your authenticator app",
    advice: [
      "If you mistyped them, there is nothing more to do.",
      "If not, someone knows your password: change it on your account page now, and tell an administrator of the staff portal. Each further wrong code closes sign-in to your account for longer.",
    ],
  },
  "two-factor-held": {
    subject: "Sign-in to your account is held",
    what: "After your password, ten wrong codes were entered within a day, so sign-in to your account is held except from a browser you have signed in with before. That was",
    advice: [
      "Someone very likely knows your password. Sign in from a browser you have used before with a code from your app, which releases the hold, and change your password on your account page.",
      "If you cannot, tell an administrator of the staff portal: a link they send you to set a new password releases it.",
    ],
  },
};

/**
 * The notice of a change. It carries no link (a mail that asks staff to click and sign in is what a
 * phishing mail looks like), only what changed, when and from which address.
 */
export function accountChangeMail(
  to: Recipient,
  change: AccountChange,
  { at, address }: { at: Date; address: string | null },
): OutgoingMessage {
  const { subject, what, advice } = CHANGES[change];
  const from = address ? `, from the address ${address}` : "";
  return message("staff-account-change", to, `${subject}: ${company.name} staff portal`, [
    `${what} on the ${company.name} staff portal on ${formatIndiaTime(at)} (India time)${from}.`,
    ...(advice ?? [
      "If this was you, there is nothing more to do.",
      "If it was not, tell an administrator of the staff portal at once: they can end your sessions and send you a link to choose a new password.",
    ]),
  ]);
}

/** Security review 2, T-10: a scheduled publish was kept off the site because of who scheduled it. */
export function scheduleHeldMail(
  to: Recipient,
  held: { collection: string; title: string; scheduledBy: string; reason: string },
): OutgoingMessage {
  return message("content-schedule-held", to, `A scheduled publish was held: ${company.name} staff portal`, [
    `"${held.title}" (${held.collection}) was scheduled by ${held.scheduledBy} and was due to go live, but ${held.reason}, so it was not published.`,
    "Its draft is kept. Someone who may publish in that section can look at it and publish it again from the staff portal.",
  ]);
}
