/** The e-mails of staff accounts: an invitation to the portal, and a new set-password link. Plain text with an HTML twin. */
import { company } from "#content/company";
import { INVITATION_LIFETIME_HOURS } from "#contracts/staff-accounts";
import { escapeHtml } from "../mail/escape-html";
import type { OutgoingMessage } from "../mail/outbox-repository";

interface Recipient {
  email: string;
  name: string;
}

function message(kind: string, to: Recipient, subject: string, paragraphs: string[], url: string): OutgoingMessage {
  const closing = [
    `The link works once, for ${INVITATION_LIFETIME_HOURS} hours. If it has run out, ask an administrator for a new one.`,
    "If you did not expect this e-mail, you can ignore it.",
  ];
  const text = [`Dear ${to.name},`, "", ...paragraphs, "", url, "", ...closing].join("\n");
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px">` +
    `<p>Dear ${escapeHtml(to.name)},</p>` +
    paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` +
    closing.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    `</body></html>`;
  return { kind, to: [to.email], subject, text, html };
}

export function invitationMail(to: Recipient, url: string, invitedBy: string): OutgoingMessage {
  return message(
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
  return message(
    "staff-password-link",
    to,
    `Set your password for the ${company.name} staff portal`,
    ["An administrator has sent you a link to set a new password for the staff portal. Choose it here:"],
    url,
  );
}
