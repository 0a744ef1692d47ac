/**
 * Lead capture over HTTP: POST /send-email (catalogue request), POST /api/inquiries, POST
 * /api/apply (multipart, with the resume) and GET /api/form-token. Parses, calls the leads service,
 * shapes the answer. Also runs the outbox worker that sends the e-mails these leads cause.
 */
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { catalogueRequestSchema } from "#contracts/catalogue-request";
import { inquirySchema } from "#contracts/inquiry";
import { jobApplicationSchema, RESUME_FIELD, RESUME_MAX_BYTES, resumeMessages } from "#contracts/job-application";
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
import type { Config } from "#server/config";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { errorAnswer } from "#server/plugins/error-handler";
import { type CatalogueResolver, siteCatalogueResolver } from "#server/modules/leads/catalogue-link";
import { createLeadService, type Submission } from "#server/modules/leads/lead-service";
import { createMailTransport } from "#server/modules/mail/mail-transport";
import { OutboxWorker, type OutboxTuning } from "#server/modules/mail/outbox-worker";
import { TokenBucketLimiter, type TokenBucketOptions } from "#server/modules/rate-limit/token-bucket";
import { issueFormToken, loadFormTokenKey } from "#server/modules/spam/form-token";
import {
  removeAbandonedUploads,
  removeStoredFile,
  ResumeRejected,
  type StoredFile,
  storeResume,
  uploadsDirectory,
} from "#server/modules/uploads/resume-store";
import { backPathFor, prefersHtml, sendPage } from "./answers";
import {
  drain,
  FIELD_BODY_LIMIT,
  type FormFields,
  readFields,
  readMultipart,
  registerUrlencodedParser,
} from "./request-body";

export type LeadCaptureConfig = Pick<
  Config,
  "dataDir" | "publicUrl" | "notifyTo" | "mailFrom" | "smtpUrl" | "rateLimit"
>;

/** Knobs for tests and benchmarks; production uses the defaults. */
export interface LeadCaptureTuning {
  outbox?: Partial<OutboxTuning>;
  /** Whether this process runs the outbox worker (default true). */
  startWorker?: boolean;
  rateLimit?: TokenBucketOptions;
  /** How long POST /api/inquiries waits for its notification to go out (default 3 s). */
  inquiryNotificationTimeoutMs?: number;
  resolveCatalogue?: CatalogueResolver;
}

export interface LeadCaptureOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  config: LeadCaptureConfig;
  /** The built site (build/client): catalogue PDFs found there are attached to the catalogue e-mail. */
  clientDir?: string | undefined;
  tuning?: LeadCaptureTuning;
}

/** Ten submissions at once from one address, then one a minute. */
const DEFAULT_RATE_LIMIT: TokenBucketOptions = { capacity: 10, refillIntervalMs: 60_000 };

const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 32 * 1024,
  fields: 20,
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  parts: 21,
  headerPairs: 50,
};

export async function leadCaptureRoutes(app: FastifyInstance, options: LeadCaptureOptions): Promise<void> {
  const { db, dialect, config, tuning = {} } = options;
  const uploadsDir = uploadsDirectory(config.dataDir);
  const formTokenKey = await loadFormTokenKey(db);
  await removeAbandonedUploads(uploadsDir, 60 * 60_000);

  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    mailFrom: config.mailFrom,
    messageIdHost: new URL(config.publicUrl).hostname,
    log: app.log,
  });
  const worker = new OutboxWorker({ db, dialect, transport, log: app.log }, tuning.outbox);
  if (tuning.startWorker !== false) app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => {
    await worker.stop();
    transport.close();
  });
  if (config.notifyTo.length === 0)
    app.log.warn("NOTIFY_TO is not set: leads are stored, but no staff member is e-mailed");

  const leads = createLeadService({
    db,
    formTokenKey,
    mail: { publicUrl: config.publicUrl, notifyTo: config.notifyTo },
    resolveCatalogue: tuning.resolveCatalogue ?? siteCatalogueResolver(config.publicUrl, options.clientDir),
    claimLeaseMs: worker.leaseMs,
    log: app.log,
  });

  registerUrlencodedParser(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  // A plain form post gets its problems as a page; scripts get the JSON of the app's error handler.
  app.setErrorHandler((error, request, reply) => {
    if (!prefersHtml(request)) throw error;
    const { status, body } = errorAnswer(error, request);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const listed = status >= 400 && status < 500 && status !== 429;
    return sendPage(reply, status, {
      title: status === 429 ? "Please wait a moment" : "Your form was not sent",
      message: listed ? "Please correct the following and send the form again:" : body.error.message,
      problems: !listed ? [] : body.error.fields ? Object.values(body.error.fields) : [body.error.message],
      backPath: backPathFor(request, config.publicUrl, undefined, "/"),
    });
  });

  const limiter = config.rateLimit ? new TokenBucketLimiter(tuning.rateLimit ?? DEFAULT_RATE_LIMIT) : null;
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
    const answer: FormTokenAnswer = { token: issueFormToken(formTokenKey, Date.now()) };
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
      worker.wake();
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
    // Spam is answered like a notified inquiry: a bot learns nothing.
    const sent = stored.verdict.isSpam
      ? true
      : stored.notification !== undefined &&
        (await worker.sendClaimed(stored.notification, tuning.inquiryNotificationTimeoutMs ?? 3_000));
    const answer: InquiryAnswer = sent
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
    worker.wake();
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
