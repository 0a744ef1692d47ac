/**
 * The e-mails a lead causes: the staff notification for each kind of lead, the catalogue to its
 * requester and the confirmation to an applicant. Plain text with an HTML twin; every value in
 * the HTML is escaped, and the only links are the ones this code adds, to this site (visitor text
 * is never made a link: security review S-05).
 */
import { company } from "#content/company";
import type { CatalogueRequest } from "#contracts/catalogue-request";
import type { Inquiry } from "#contracts/inquiry";
import type { JobApplication } from "#contracts/job-application";
import { DEFAULT_LOCALE, type Locale, textDirection } from "#contracts/locales";
import { escapeHtml } from "../mail/escape-html";
import { formatIndiaTime } from "../mail/india-time";
import type { OutgoingMessage } from "../mail/outbox-repository";
import { buyerThreadRoot } from "../sales/reply-thread";
import type { ResolvedCatalogue } from "./catalogue-link";
import { buyerMailText } from "./buyer-mail-text";
import { sitePath } from "./site-origin";

export interface LeadMailContext {
  publicUrl: string;
  notifyTo: readonly string[];
}

/** Where the lead came from, as the server saw it. */
export interface SubmissionOrigin {
  ip: string;
  userAgent: string | undefined;
  /** The page the form says it was on, kept only when it is on this site (routes check). */
  pageUrl: string | undefined;
  receivedAt: Date;
}

export interface StoredResume {
  fileName: string;
  originalName: string;
  mime: string;
  size: number;
}

type Row = readonly [label: string, value: string | undefined];

/** A closing paragraph: text, or text followed by a link on this site (`link` is never visitor input). */
type Paragraph = string | { text?: string; link: string };

/** Subjects are one line: a newline typed into a name must not reach a header. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function textBody(intro: string, rows: readonly Row[], outro: readonly Paragraph[]): string {
  const lines = rows
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([label, value]) => (value!.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`));
  return [intro, "", ...lines, "", ...outro.map(paragraphText)].join("\n");
}

function paragraphText(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  return paragraph.text ? `${paragraph.text} ${paragraph.link}` : paragraph.link;
}

function htmlBody(
  context: LeadMailContext,
  intro: string,
  rows: readonly Row[],
  outro: readonly Paragraph[],
  language: Locale = DEFAULT_LOCALE,
): string {
  const cells = rows
    .filter(([, value]) => value !== undefined && value !== "")
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value!)}</td></tr>`,
    )
    .join("");
  const paragraphs = outro.map((paragraph) => `<p>${paragraphHtml(context, paragraph)}</p>`).join("");
  const table = cells ? `<table>${cells}</table>` : "";
  // A buyer's mail in another language says which, and Arabic reads right to left.
  const html =
    language === DEFAULT_LOCALE
      ? "<html>"
      : `<html lang="${language}"${textDirection(language) === "rtl" ? ' dir="rtl"' : ""}>`;
  return `<!doctype html>${html}<body style="font-family:Arial,sans-serif;font-size:14px"><p>${escapeHtml(intro)}</p>${table}${paragraphs}</body></html>`;
}

/** Text is escaped and stays text; a link becomes an anchor only when it is on this site. */
function paragraphHtml(context: LeadMailContext, paragraph: Paragraph): string {
  if (typeof paragraph === "string") return escapeHtml(paragraph);
  const text = paragraph.text ? `${escapeHtml(paragraph.text)} ` : "";
  const link = escapeHtml(paragraph.link);
  return isOwnLink(context, paragraph.link) ? `${text}<a href="${link}">${link}</a>` : `${text}${link}`;
}

function isOwnLink(context: LeadMailContext, link: string): boolean {
  try {
    return new URL(link).origin === new URL(context.publicUrl).origin;
  } catch {
    return false;
  }
}

/** The page a form was sent from, as a path on this site (never a link to another). */
function pagePath(pageUrl: string | undefined): string | undefined {
  if (!pageUrl) return undefined;
  try {
    return sitePath(new URL(pageUrl));
  } catch {
    return undefined;
  }
}

function originRows(origin: SubmissionOrigin): Row[] {
  return [
    ["Sent from page", pagePath(origin.pageUrl)],
    ["Client address", origin.ip],
    ["Browser", origin.userAgent],
    ["Received", `${formatIndiaTime(origin.receivedAt)} (India time)`],
  ];
}

/** The buyer's language, for staff: "Russian (ru)". */
function languageRow(language: Locale | undefined): Row {
  const code = language ?? DEFAULT_LOCALE;
  return ["Language", `${new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code} (${code})`];
}

function portalLine(context: LeadMailContext): Paragraph {
  return { text: "Open the staff portal:", link: new URL("/admin/dashboard", context.publicUrl).toString() };
}

function staffMessage(
  kind: string,
  context: LeadMailContext,
  subject: string,
  replyTo: string,
  intro: string,
  rows: Row[],
): OutgoingMessage {
  const outro = [portalLine(context)];
  return {
    kind,
    to: [...context.notifyTo],
    replyTo,
    subject: oneLine(subject),
    text: textBody(intro, rows, outro),
    html: htmlBody(context, intro, rows, outro),
  };
}

const contactRows = (lead: Omit<Inquiry, "message" | "url" | "endText">): Row[] => [
  ["Name", lead.name],
  ["Company", lead.companyName],
  ["Email", lead.email],
  ["Contact number", lead.contactNumber],
  ["City", lead.city],
  ["State", lead.state],
  ["Country", lead.country],
];

export function inquiryNotification(
  inquiry: Inquiry,
  origin: SubmissionOrigin,
  context: LeadMailContext,
): OutgoingMessage {
  return staffMessage(
    "inquiry-notification",
    context,
    `New inquiry: ${inquiry.name}, ${inquiry.companyName} (${inquiry.city}, ${inquiry.country})`,
    inquiry.email,
    "A new inquiry arrived through the website. Reply to this e-mail to answer the sender.",
    [...contactRows(inquiry), ["Message", inquiry.message], languageRow(inquiry.language), ...originRows(origin)],
  );
}

export function catalogueRequestNotification(
  request: CatalogueRequest,
  productCategory: string,
  catalogue: ResolvedCatalogue,
  origin: SubmissionOrigin,
  context: LeadMailContext,
): OutgoingMessage {
  return staffMessage(
    "catalogue-request-notification",
    context,
    `Catalogue request: ${request.name}, ${request.companyName} (${productCategory})`,
    request.email,
    "Someone asked for a catalogue through the website; it has been sent to them.",
    [
      ...contactRows(request),
      ["Product category", productCategory],
      ["Catalogue sent", catalogue.url],
      ["Message", request.message],
      languageRow(request.language),
      ...originRows(origin),
    ],
  );
}

export function catalogueDelivery(
  request: CatalogueRequest,
  productCategory: string,
  catalogue: ResolvedCatalogue,
  context: LeadMailContext,
): OutgoingMessage {
  const language = request.language ?? DEFAULT_LOCALE;
  const words = buyerMailText[language];
  const intro = words.greeting(oneLine(request.name));
  const attached = catalogue.document || catalogue.attachment ? words.catalogueAttached : words.catalogueLink;
  const outro: Paragraph[] = [
    `${words.catalogueThanks(company.name, productCategory)} ${attached}`,
    { link: catalogue.url },
    words.catalogueHelp(company.email, company.phones[0].display),
    company.legalName,
  ];
  return {
    kind: "catalogue-delivery",
    to: [request.email],
    replyTo: company.email,
    subject: words.catalogueSubject(company.name),
    text: [intro, "", ...outro.flatMap((line) => [paragraphText(line), ""])].join("\n").trimEnd(),
    html: htmlBody(context, intro, [], outro, language),
    // The buyer's thread root (decision 054): replies from the portal join this mail's thread.
    headers: { References: buyerThreadRoot(request.email, new URL(context.publicUrl).hostname) },
    ...(catalogue.document
      ? { attachments: [{ filename: `${company.name} - ${catalogue.document}`, document: catalogue.document }] }
      : catalogue.attachment
        ? { attachments: [{ filename: `${company.name} - ${catalogue.attachment}`, catalogue: catalogue.attachment }] }
        : {}),
  };
}

export function jobApplicationNotification(
  application: JobApplication,
  resume: StoredResume,
  origin: SubmissionOrigin,
  context: LeadMailContext,
): OutgoingMessage {
  return staffMessage(
    "application-notification",
    context,
    `Job application: ${application.jobTitle}: ${application.name}`,
    application.email,
    "A job application arrived through the careers page. The resume is in the staff portal (it is not attached: it stays on our server).",
    [
      ["Position", application.jobTitle],
      ["Name", application.name],
      ["Email", application.email],
      ["Contact", application.contact],
      ["Qualification", application.qualification],
      ["Message", application.message],
      ["Resume", `${resume.originalName} (${Math.max(1, Math.round(resume.size / 1024))} KB)`],
      languageRow(application.language),
      ...originRows(origin),
    ],
  );
}

export function jobApplicationConfirmation(application: JobApplication, context: LeadMailContext): OutgoingMessage {
  const language = application.language ?? DEFAULT_LOCALE;
  const words = buyerMailText[language];
  const intro = words.greeting(oneLine(application.name));
  const outro = [
    words.applicationThanks(oneLine(application.jobTitle), company.name),
    words.applicationNext,
    company.legalName,
  ];
  return {
    kind: "application-confirmation",
    to: [application.email],
    subject: oneLine(words.applicationSubject(application.jobTitle)),
    text: [intro, "", ...outro.flatMap((line) => [line, ""])].join("\n").trimEnd(),
    html: htmlBody(context, intro, [], outro, language),
  };
}
