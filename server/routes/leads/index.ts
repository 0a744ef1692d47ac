/**
 * Lead capture over HTTP: POST /send-email (catalogue request), POST /api/inquiries, POST
 * /api/apply (multipart, with the resume) and GET /api/form-token. Each form's body is read
 * (request-body.ts) and checked by its schema (schemas.ts) before the handler, which calls the
 * leads service (fastify.leads), wakes the outbox, and answers JSON, or a page for a plain form post.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type InquiryAnswer, leadPaths } from "#contracts/lead-endpoints";
import { leadMessages } from "#contracts/lead-messages";
import { HttpError } from "#server/http-error";
import type { StoredLead } from "#server/modules/leads/lead-service";
import { addressLimitKey } from "#server/modules/client-address/client-address";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import formBody, { FIELD_BODY_LIMIT } from "#server/plugins/app/form-body";
import multipart from "#server/plugins/external/multipart";
import { localePath } from "#contracts/locales";
import { backPathFor, formOrigin, leadErrorHandler, prefersHtml, sendPage } from "./answers";
import { applicationFormReader, readFieldForm } from "./request-body";
import {
  catalogueRequestAnswer,
  catalogueRequestBody,
  formTokenAnswer,
  inquiryAnswer,
  inquiryBody,
  jobApplicationAnswer,
  jobApplicationBody,
} from "./schemas";
import { tooManyFormsIn } from "./refusal-words";
import { resultLocale, resultPageText } from "./result-page-text";
import { submissionOf } from "./submission";

export interface FormRateLimit {
  /** Submissions per address per window, over the three forms together. */
  max: number;
  timeWindowMs: number;
}

export interface LeadRouteOptions {
  /** The three forms' shared limit per address (default 10 per 10 minutes: a burst of ten, one a minute on average). */
  rateLimit?: FormRateLimit | undefined;
  /** How long POST /api/inquiries waits for its notification to go out (default 3 s). */
  inquiryNotificationTimeoutMs?: number | undefined;
}

const DEFAULT_RATE_LIMIT: FormRateLimit = { max: 10, timeWindowMs: 10 * 60_000 };

export const leadCaptureRoutes: FastifyPluginAsyncZod<LeadRouteOptions> = async (app, options) => {
  const { config, leads, outbox } = app;
  const staffNotified = config.notifyTo.length > 0;
  // The only routes that take form posts and multipart bodies: every other route answers them with 415.
  await app.register(formBody);
  await app.register(multipart);
  app.setErrorHandler(leadErrorHandler);
  const applicationForm = applicationFormReader(app.uploads, uploadsDirectory(config.dataDir), app.uploadChecks);

  // One hook, so one count per address across the three forms.
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const rateLimited = config.rateLimit
    ? [
        app.rateLimit({
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          cache: 100_000,
          // A valid address only (S-01), an IPv6 client counted by its /64.
          keyGenerator: (request) => addressLimitKey(request.clientAddress),
          // Worded in the language of the page the form was on (its body is not read yet).
          errorResponseBuilder: (request, context) =>
            new HttpError(
              429,
              "too_many_requests",
              tooManyFormsIn(formOrigin(request).locale, Math.ceil(context.ttl / 1000)),
            ),
        }),
      ]
    : [];

  app.get(leadPaths.formToken, { schema: { response: { 200: formTokenAnswer } } }, async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ token: leads.issueFormToken() });
  });

  app.post(
    leadPaths.catalogueRequest,
    {
      onRequest: rateLimited,
      bodyLimit: FIELD_BODY_LIMIT,
      preValidation: readFieldForm,
      schema: { body: catalogueRequestBody, response: { 201: catalogueRequestAnswer } },
    },
    async (request, reply) => {
      const catalogueRequest = request.body;
      const pageUrl = catalogueRequest.currentURL ?? catalogueRequest.url;
      await leads.submitCatalogueRequest(catalogueRequest, submissionOf(request, catalogueRequest, pageUrl));
      outbox.wake();
      const fromProductPage = catalogueRequest.brochureLink !== undefined || catalogueRequest.url !== undefined;
      const message = fromProductPage ? leadMessages.productCatalogue.success : leadMessages.homeCatalogue.success;
      if (prefersHtml(request)) {
        const locale = resultLocale(catalogueRequest.language, [pageUrl]);
        const text = resultPageText[locale];
        const backPath = backPathFor(request, config.publicUrl, pageUrl, localePath(locale, "/"));
        const success = fromProductPage ? text.success.productCatalogue : text.success.homeCatalogue;
        return sendPage(reply, 201, { locale, title: text.thanks, message: success, backPath });
      }
      return reply.code(201).send({ message });
    },
  );

  app.post(
    leadPaths.inquiry,
    {
      onRequest: rateLimited,
      bodyLimit: FIELD_BODY_LIMIT,
      preValidation: readFieldForm,
      schema: { body: inquiryBody, response: { 201: inquiryAnswer } },
    },
    async (request, reply) => {
      const inquiry = request.body;
      // A place to send the notification in at once; when this process's sends are all taken, the
      // notification is stored for the worker and the answer says "queued" (security review S-09).
      const place = staffNotified ? outbox.reserve() : undefined;
      let stored: StoredLead;
      try {
        stored = await leads.submitInquiry(inquiry, submissionOf(request, inquiry, inquiry.url), {
          claimNotification: place !== undefined,
        });
      } catch (error) {
        place?.release();
        throw error;
      }
      if (stored.notification === undefined) {
        place?.release();
        outbox.wake();
      }
      // Spam is answered like an inquiry whose notification went out: a bot learns nothing.
      const sent =
        stored.verdict.isSpam ||
        (stored.notification !== undefined &&
          place !== undefined &&
          (await outbox.sendClaimed(stored.notification, place, options.inquiryNotificationTimeoutMs ?? 3_000)));
      // Not configured is not failed: with no NOTIFY_TO the visitor sees the normal success, and the
      // warning is the administrator's (the log and the portal's notice). Nor is a notification that
      // waits its turn in the outbox because every send place was taken: only a failed or stuck
      // attempt earns the warning.
      const answer: InquiryAnswer = !staffNotified
        ? { message: leadMessages.inquiry.success, notification: "none" }
        : sent
          ? { message: leadMessages.inquiry.success, notification: "sent" }
          : place === undefined
            ? { message: leadMessages.inquiry.success, notification: "deferred" }
            : { message: leadMessages.inquiry.savedNotNotified, notification: "queued" };
      if (prefersHtml(request)) {
        const locale = resultLocale(inquiry.language, [inquiry.url]);
        const text = resultPageText[locale];
        const backPath = backPathFor(request, config.publicUrl, inquiry.url, localePath(locale, "/ContactUs"));
        const success = answer.notification === "queued" ? "inquirySavedNotNotified" : "inquiry";
        return sendPage(reply, 201, { locale, title: text.thanks, message: text.success[success], backPath });
      }
      return reply.code(201).send(answer);
    },
  );

  app.post(
    leadPaths.jobApplication,
    {
      onRequest: rateLimited,
      preValidation: applicationForm.read,
      onError: applicationForm.discard,
      schema: { body: jobApplicationBody, response: { 201: jobApplicationAnswer } },
    },
    async (request, reply) => {
      const { resume, ...application } = request.body;
      await leads.submitJobApplication(application, resume, submissionOf(request, application, undefined));
      outbox.wake();
      const message = leadMessages.jobApplication.success;
      if (prefersHtml(request)) {
        const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
        const locale = resultLocale(application.language, [referer]);
        const text = resultPageText[locale];
        const backPath = backPathFor(request, config.publicUrl, undefined, localePath(locale, "/Carrer"));
        return sendPage(reply, 201, { locale, title: text.thanks, message: text.success.jobApplication, backPath });
      }
      return reply.code(201).send({ message });
    },
  );
};
