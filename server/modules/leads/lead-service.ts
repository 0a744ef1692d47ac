/**
 * The rules of lead capture: score the submission for spam, store it together with the e-mails
 * it causes in one transaction (held back when it is spam), and say which messages to send now.
 */
import type { Kysely, Transaction } from "kysely";
import { type CatalogueRequest, DEFAULT_PRODUCT_CATEGORY } from "#contracts/catalogue-request";
import type { Inquiry } from "#contracts/inquiry";
import type { JobApplication } from "#contracts/job-application";
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from "#contracts/locales";
import type { Dialect } from "#server/db/database";
import type { Database, LeadTable } from "#server/db/schema";
import type { WriteBatches } from "#server/db/write-batches";
import { HttpError } from "#server/http-error";
import {
  type ClaimedMessage,
  enqueueClaimedMessage,
  enqueueMessages,
  type OutgoingMessage,
} from "../mail/outbox-repository";
import { checkFormToken, issueFormToken } from "../spam/form-token";
import { scoreSubmission, type SpamVerdict } from "../spam/spam-score";
import type { CatalogueResolver } from "./catalogue-link";
import { findOpening, findProduct, productOfCatalogue } from "./known-subjects";
import {
  hasRecentCopy,
  insertCatalogueRequest,
  insertInquiry,
  insertJobApplication,
  type RepeatKey,
  repeatKeyOf,
} from "./lead-repository";
import {
  catalogueDelivery,
  catalogueRequestNotification,
  inquiryNotification,
  jobApplicationConfirmation,
  jobApplicationNotification,
  type LeadMailContext,
  type StoredResume,
  type SubmissionOrigin,
} from "./lead-mail";

/** What the server knows about a submission besides its fields. */
export interface Submission extends SubmissionOrigin {
  /** The visit's source as stored (JSON), or null (modules/sales/source-capture). */
  source?: string | null;
  honeypot: unknown;
  formToken: unknown;
  /** The browser said another site sent the form (Sec-Fetch-Site or a foreign Origin). */
  crossSite: boolean;
}

export interface StoredLead {
  id: number;
  verdict: SpamVerdict;
  /** The staff notification, claimed by this process for sending at once (inquiries only, not spam). */
  notification: ClaimedMessage | undefined;
}

/** Logged at start and, as leads arrive, at most once per UNNOTIFIED_REMINDER_MS. */
export const NOTIFY_TO_UNSET_WARNING = "NOTIFY_TO is not set: leads are stored, but no staff member is e-mailed";
const UNNOTIFIED_REMINDER_MS = 60 * 60_000;

/** The refusals of a product or opening the site does not have (worded per locale in routes/leads/refusal-words.ts). */
export const UNKNOWN_PRODUCT = "Please choose a product from our product pages.";
export const UNKNOWN_OPENING = "Please choose one of the openings on our careers page.";

function unknownSubject(field: "productCategory" | "jobTitle", message: string): HttpError {
  return new HttpError(400, "invalid_input", message, { [field]: message });
}

/**
 * The product tab a request is about: the one it names (refused when it names something else),
 * or the one whose catalogue it links; none for the home form.
 */
async function productOf(db: Kysely<Database>, request: CatalogueRequest, now: Date) {
  if (request.productCategory !== undefined) {
    const product = await findProduct(db, request.productCategory, now);
    if (!product) throw unknownSubject("productCategory", UNKNOWN_PRODUCT);
    return product;
  }
  return request.brochureLink === undefined ? undefined : productOfCatalogue(db, request.brochureLink, now);
}

/**
 * The buyer's language: what the form sent, else the locale of the page it was sent from
 * (`/ru/ContactUs` is Russian), else English.
 */
function leadLanguageOf(sent: Locale | undefined, pageUrl: string | undefined): Locale {
  if (sent !== undefined) return sent;
  if (pageUrl === undefined) return DEFAULT_LOCALE;
  try {
    return splitLocalePath(new URL(pageUrl).pathname).locale;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The same submission again within this window counts as a repeat. */
const REPEAT_WINDOW_MS = 10 * 60_000;

export interface LeadServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where a lead and its messages are written (committed together with other leads on SQLite). */
  writes: WriteBatches;
  formTokenKey: Buffer;
  mail: LeadMailContext;
  resolveCatalogue: CatalogueResolver;
  /** The lease on a notification claimed at enqueue time; the outbox worker's lease. */
  claimLeaseMs: number;
  log: { warn: (details: object, message: string) => void };
}

export type LeadService = ReturnType<typeof createLeadService>;

export function createLeadService(deps: LeadServiceDeps) {
  const { db } = deps;

  async function judge(
    table: LeadTable,
    submission: Submission,
    lead: { email: string; name: string; message: string | undefined; plainFields: string[] },
    subject: RepeatKey["subject"] = {},
  ): Promise<SpamVerdict & { repeatKey: string }> {
    const copy: RepeatKey = {
      email: lead.email,
      ip: submission.ip,
      name: lead.name,
      message: lead.message ?? null,
      subject,
      since: new Date(submission.receivedAt.getTime() - REPEAT_WINDOW_MS),
    };
    const repeatKey = repeatKeyOf(copy);
    const isRepeat = await hasRecentCopy(db, table, copy, repeatKey);
    const verdict = scoreSubmission({
      honeypot: submission.honeypot,
      formToken: checkFormToken(deps.formTokenKey, submission.formToken, submission.receivedAt.getTime()),
      email: lead.email,
      message: lead.message,
      plainFields: lead.plainFields,
      name: lead.name,
      isRepeat,
      userAgent: submission.userAgent,
      crossSite: submission.crossSite,
    });
    return { ...verdict, repeatKey };
  }

  let unnotifiedLeads = 0;
  let lastReminderAt = Number.NEGATIVE_INFINITY;

  /**
   * Staff notifications only when someone is configured to receive them. Otherwise the log is
   * reminded as leads arrive, at most once an hour, with how many went unnotified meanwhile.
   */
  function staffMessages(table: LeadTable, receivedAt: Date, message: () => OutgoingMessage): OutgoingMessage[] {
    if (deps.mail.notifyTo.length > 0) return [message()];
    unnotifiedLeads += 1;
    if (receivedAt.getTime() - lastReminderAt >= UNNOTIFIED_REMINDER_MS) {
      deps.log.warn({ table, unnotifiedLeads }, NOTIFY_TO_UNSET_WARNING);
      unnotifiedLeads = 0;
      lastReminderAt = receivedAt.getTime();
    }
    return [];
  }

  /**
   * Stores the record and its messages in one transaction. With `sendStaffAtOnce` the staff
   * notification is claimed by this process as it is stored, for the caller to send straight away.
   */
  async function store(
    table: LeadTable,
    verdict: SpamVerdict,
    insert: (trx: Transaction<Database>) => Promise<number>,
    messages: { staff: OutgoingMessage[]; visitor: OutgoingMessage[]; sendStaffAtOnce: boolean },
    receivedAt: Date,
  ): Promise<StoredLead> {
    return deps.writes.transaction(async (trx) => {
      const id = await insert(trx);
      const held = verdict.isSpam;
      const source = { table, id };
      const [first, ...rest] = messages.staff;
      let notification: ClaimedMessage | undefined;
      if (first && messages.sendStaffAtOnce && !held) {
        notification = await enqueueClaimedMessage(trx, source, first, {
          now: receivedAt,
          leaseMs: deps.claimLeaseMs,
          dialect: deps.dialect,
        });
        await enqueueMessages(trx, source, [...rest, ...messages.visitor], { held, now: receivedAt });
      } else {
        await enqueueMessages(trx, source, [...messages.staff, ...messages.visitor], { held, now: receivedAt });
      }
      return { id, verdict, notification };
    });
  }

  const provenance = (submission: Submission, verdict: SpamVerdict & { repeatKey: string }) => ({
    ip_address: submission.ip,
    user_agent: submission.userAgent?.slice(0, 500) ?? null,
    is_spam: verdict.isSpam ? (1 as const) : (0 as const),
    spam_reasons: verdict.reasons.length > 0 ? JSON.stringify(verdict.reasons) : null,
    repeat_key: verdict.repeatKey,
  });

  return {
    /** A signed form timestamp for a form to send back (GET /api/form-token). */
    issueFormToken(now = Date.now()): string {
      return issueFormToken(deps.formTokenKey, now);
    },

    /**
     * With `claimNotification` the staff notification is stored claimed by this process, for the
     * caller to send at once (it holds a place to send it in); without, the worker sends it.
     */
    async submitInquiry(
      sent: Inquiry,
      submission: Submission,
      { claimNotification }: { claimNotification: boolean },
    ): Promise<StoredLead> {
      const inquiry = { ...sent, language: leadLanguageOf(sent.language, submission.pageUrl) };
      const verdict = await judge("inquiries", submission, {
        ...inquiry,
        plainFields: [inquiry.name, inquiry.companyName, inquiry.city, inquiry.state, inquiry.country],
      });
      const staff = staffMessages("inquiries", submission.receivedAt, () =>
        inquiryNotification(inquiry, submission, deps.mail),
      );
      return store(
        "inquiries",
        verdict,
        (trx) =>
          insertInquiry(trx, {
            name: inquiry.name,
            company_name: inquiry.companyName,
            email: inquiry.email,
            contact_number: inquiry.contactNumber,
            city: inquiry.city,
            state: inquiry.state,
            country: inquiry.country,
            message: inquiry.message,
            page_url: submission.pageUrl ?? null,
            end_text: inquiry.endText ?? null,
            language: inquiry.language,
            source: submission.source ?? null,
            ...provenance(submission, verdict),
          }),
        { staff, visitor: [], sendStaffAtOnce: claimNotification },
        submission.receivedAt,
      );
    },

    async submitCatalogueRequest(sent: CatalogueRequest, submission: Submission): Promise<StoredLead> {
      const request = { ...sent, language: leadLanguageOf(sent.language, submission.pageUrl) };
      const product = await productOf(db, request, submission.receivedAt);
      const productCategory = product?.title ?? DEFAULT_PRODUCT_CATEGORY;
      // A named product decides the catalogue; the brochure link alone is the older page's way.
      const brochureLink = product?.catalogue ?? request.brochureLink ?? null;
      const verdict = await judge(
        "catalogue_requests",
        submission,
        {
          ...request,
          plainFields: [request.name, request.companyName, request.city, request.state, request.country],
        },
        { productCategory, brochureLink },
      );
      const resolved = deps.resolveCatalogue(brochureLink ?? undefined);
      // A tab's uploaded PDF is attached from the uploads, as its page offers it.
      const catalogue = product?.document ? { ...resolved, document: product.document } : resolved;
      const staff = staffMessages("catalogue_requests", submission.receivedAt, () =>
        catalogueRequestNotification(request, productCategory, catalogue, submission, deps.mail),
      );
      return store(
        "catalogue_requests",
        verdict,
        (trx) =>
          insertCatalogueRequest(trx, {
            name: request.name,
            company_name: request.companyName,
            email: request.email,
            contact_number: request.contactNumber,
            city: request.city,
            state: request.state,
            country: request.country,
            message: request.message ?? null,
            product_category: productCategory,
            brochure_link: brochureLink,
            page_url: submission.pageUrl ?? null,
            end_text: request.endText ?? null,
            language: request.language,
            source: submission.source ?? null,
            ...provenance(submission, verdict),
          }),
        {
          staff,
          visitor: [catalogueDelivery(request, productCategory, catalogue, deps.mail)],
          sendStaffAtOnce: false,
        },
        submission.receivedAt,
      );
    },

    async submitJobApplication(
      sent: JobApplication,
      resume: StoredResume,
      submission: Submission,
    ): Promise<StoredLead> {
      const jobTitle = await findOpening(db, sent.jobTitle, submission.receivedAt);
      if (jobTitle === undefined) throw unknownSubject("jobTitle", UNKNOWN_OPENING);
      const application = { ...sent, jobTitle, language: leadLanguageOf(sent.language, submission.pageUrl) };
      const verdict = await judge(
        "job_applications",
        submission,
        { ...application, plainFields: [application.name, application.qualification] },
        { jobTitle },
      );
      const staff = staffMessages("job_applications", submission.receivedAt, () =>
        jobApplicationNotification(application, resume, submission, deps.mail),
      );
      return store(
        "job_applications",
        verdict,
        (trx) =>
          insertJobApplication(trx, {
            name: application.name,
            email: application.email,
            contact: application.contact,
            qualification: application.qualification,
            message: application.message,
            job_title: application.jobTitle,
            resume_file: resume.fileName,
            resume_original_name: resume.originalName,
            resume_mime: resume.mime,
            resume_size: resume.size,
            language: application.language,
            ...provenance(submission, verdict),
          }),
        { staff, visitor: [jobApplicationConfirmation(application, deps.mail)], sendStaffAtOnce: false },
        submission.receivedAt,
      );
    },
  };
}
