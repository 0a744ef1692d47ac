/**
 * Lead capture over HTTP: POST /send-email (catalogue request), POST /api/inquiries, POST
 * /api/apply (multipart, with the resume) and GET /api/form-token. Parses, calls the leads service
 * (fastify.leads), wakes the outbox, shapes the answer: JSON, or a page for a plain form post.
 */
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type * as z from "zod/mini";
import { catalogueRequestSchema } from "#contracts/catalogue-request";
import { inquirySchema } from "#contracts/inquiry";
import { jobApplicationSchema, RESUME_FIELD, resumeMessages } from "#contracts/job-application";
import {
  type CatalogueRequestAnswer,
  FORM_TOKEN_FIELD,
  type FormTokenAnswer,
  HONEYPOT_FIELD,
  type InquiryAnswer,
  type JobApplicationAnswer,
  leadPaths,
} from "#contracts/lead-endpoints";
import { type FieldErrors, fieldErrorsOf } from "#contracts/lead-fields";
import { leadMessages } from "#contracts/lead-messages";
import { HttpError } from "#server/http-error";
import type { Submission } from "#server/modules/leads/lead-service";
import { TokenBucketLimiter, type TokenBucketOptions } from "#server/modules/rate-limit/token-bucket";
import {
  removeStoredFile,
  ResumeRejected,
  type StoredFile,
  storeResume,
  uploadsDirectory,
} from "#server/modules/uploads/resume-store";
import formBody, { FIELD_BODY_LIMIT } from "#server/plugins/app/form-body";
import multipart from "#server/plugins/external/multipart";
import { backPathFor, leadErrorHandler, prefersHtml, sendPage } from "./answers";
import { drain, type FormFields, readFields, readMultipart } from "./request-body";

export interface LeadRouteOptions {
  /** Per-address limit shared by the three forms (default: ten at once, then one a minute). */
  rateLimit?: TokenBucketOptions | undefined;
  /** How long POST /api/inquiries waits for its notification to go out (default 3 s). */
  inquiryNotificationTimeoutMs?: number | undefined;
}

/** Ten submissions at once from one address, then one a minute. */
const DEFAULT_RATE_LIMIT: TokenBucketOptions = { capacity: 10, refillIntervalMs: 60_000 };

export async function leadCaptureRoutes(app: FastifyInstance, options: LeadRouteOptions): Promise<void> {
  const { config, leads, outbox } = app;
  const staffNotified = config.notifyTo.length > 0;
  const uploadsDir = uploadsDirectory(config.dataDir);
  // The only routes that take form posts and multipart bodies: every other route answers them with 415.
  await app.register(formBody);
  await app.register(multipart);
  app.setErrorHandler(leadErrorHandler);

  const limiter = config.rateLimit ? new TokenBucketLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT) : null;
  const rateLimited: onRequestHookHandler = (request, reply, done) => {
    const result = limiter?.take(request.ip) ?? { allowed: true };
    if (result.allowed) return done();
    reply.header("retry-after", String(result.retryAfterSeconds));
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    done(
      new HttpError(
        429,
        "too_many_requests",
        `Too many forms were sent from your address. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
      ),
    );
  };

  const submission = (request: FastifyRequest, fields: FormFields, pageUrl: string | undefined): Submission => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    pageUrl,
    receivedAt: new Date(),
    honeypot: fields[HONEYPOT_FIELD],
    formToken: fields[FORM_TOKEN_FIELD],
  });

  app.get(leadPaths.formToken, async (_request, reply) => {
    const answer: FormTokenAnswer = { token: leads.issueFormToken() };
    return reply.header("cache-control", "no-store").send(answer);
  });

  app.post(
    leadPaths.catalogueRequest,
    { onRequest: rateLimited, bodyLimit: FIELD_BODY_LIMIT },
    async (request, reply) => {
      const fields = await readFields(request);
      const catalogueRequest = parseOr400(catalogueRequestSchema, fields);
      const pageUrl = catalogueRequest.currentURL ?? catalogueRequest.url;
      await leads.submitCatalogueRequest(catalogueRequest, submission(request, fields, pageUrl));
      outbox.wake();
      const fromProductPage = catalogueRequest.brochureLink !== undefined || catalogueRequest.url !== undefined;
      const message = fromProductPage ? leadMessages.productCatalogue.success : leadMessages.homeCatalogue.success;
      if (prefersHtml(request)) {
        return sendPage(reply, 201, {
          title: "Thank you",
          message,
          backPath: backPathFor(request, config.publicUrl, pageUrl, "/"),
        });
      }
      return reply.code(201).send({ message } satisfies CatalogueRequestAnswer);
    },
  );

  app.post(leadPaths.inquiry, { onRequest: rateLimited, bodyLimit: FIELD_BODY_LIMIT }, async (request, reply) => {
    const fields = await readFields(request);
    const inquiry = parseOr400(inquirySchema, fields);
    const stored = await leads.submitInquiry(inquiry, submission(request, fields, inquiry.url));
    // Spam is answered like an inquiry whose notification went out: a bot learns nothing.
    const sent =
      stored.verdict.isSpam ||
      (stored.notification !== undefined &&
        (await outbox.sendClaimed(stored.notification, options.inquiryNotificationTimeoutMs ?? 3_000)));
    // Not configured is not failed: with no NOTIFY_TO the visitor sees the normal success, and the
    // warning is the administrator's (the log and the portal's notice).
    const answer: InquiryAnswer = !staffNotified
      ? { message: leadMessages.inquiry.success, notification: "none" }
      : sent
        ? { message: leadMessages.inquiry.success, notification: "sent" }
        : { message: leadMessages.inquiry.savedNotNotified, notification: "queued" };
    if (prefersHtml(request)) {
      const backPath = backPathFor(request, config.publicUrl, inquiry.url, "/ContactUs");
      return sendPage(reply, 201, { title: "Thank you", message: answer.message, backPath });
    }
    return reply.code(201).send(answer);
  });

  app.post(leadPaths.jobApplication, { onRequest: rateLimited }, async (request, reply) => {
    let resume: StoredFile | undefined;
    const resumeProblems: FieldErrors = {};
    try {
      const fields = await readMultipart(request, async (part) => {
        if (part.fieldname !== RESUME_FIELD || resume) {
          await drain(part);
          throw new HttpError(400, "invalid_input", `Unexpected file field "${part.fieldname}".`, {
            [part.fieldname]: `Only one file, the ${RESUME_FIELD}, is accepted.`,
          });
        }
        resume = await receiveResume(part, resumeProblems);
      });
      if (!resume && !resumeProblems[RESUME_FIELD]) resumeProblems[RESUME_FIELD] = resumeMessages.missing;
      const parsed = jobApplicationSchema.safeParse(fields);
      const problems = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...resumeProblems };
      if (!parsed.success || !resume) throw invalidInput(problems);
      await leads.submitJobApplication(parsed.data, resume, submission(request, fields, undefined));
    } catch (error) {
      if (resume) await removeStoredFile(uploadsDir, resume.fileName);
      throw error;
    }
    outbox.wake();
    const message = leadMessages.jobApplication.success;
    if (prefersHtml(request)) {
      return sendPage(reply, 201, {
        title: "Thank you",
        message,
        backPath: backPathFor(request, config.publicUrl, undefined, "/Carrer"),
      });
    }
    return reply.code(201).send({ message } satisfies JobApplicationAnswer);
  });

  /** Stores the resume; an empty file input is a missing resume, reported with the other fields. */
  async function receiveResume(part: MultipartFile, problems: FieldErrors): Promise<StoredFile | undefined> {
    try {
      return await storeResume(uploadsDir, { stream: part.file, clientName: part.filename });
    } catch (error) {
      if (!(error instanceof ResumeRejected)) throw error;
      if (error.reason === "too-large") throw new HttpError(413, "payload_too_large", resumeMessages.tooLarge);
      if (error.reason === "wrong-type") throw new HttpError(415, "unsupported_media_type", resumeMessages.wrongType);
      if (error.reason === "interrupted") throw new HttpError(400, "bad_request", "The form data is malformed.");
      problems[RESUME_FIELD] = resumeMessages.missing;
      return undefined;
    }
  }
}

function invalidInput(fields: FieldErrors): HttpError {
  return new HttpError(400, "invalid_input", Object.values(fields).join(" "), fields);
}

function parseOr400<S extends z.ZodMiniType>(schema: S, fields: FormFields): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw invalidInput(fieldErrorsOf(result.error));
  return result.data;
}
