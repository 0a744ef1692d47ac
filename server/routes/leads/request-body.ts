/**
 * Reading a lead form's body before its schema is checked (preValidation), whichever way it was
 * sent: JSON, a urlencoded form (a plain HTML form post), or multipart (FormData, and the careers
 * form with its resume). Each hook leaves `request.body` as the form's fields.
 */
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest, onErrorAsyncHookHandler, preValidationAsyncHookHandler } from "fastify";
import { RESUME_FIELD, resumeMessages } from "#contracts/resume";
import { fieldLabel } from "#contracts/lead-limits";
import { HttpError } from "#server/http-error";
import { addressLimitKey } from "#server/modules/client-address/client-address";
import type { FileStore } from "#server/modules/uploads/file-store";
import { MalwareFound, ScannerUnavailable } from "#server/modules/uploads/malware-scan";
import { ResumeRejected, type StoredFile, storeResume } from "#server/modules/uploads/resume-store";
import { UploadRefused, type UploadReservation } from "#server/modules/uploads/upload-limits";
import { MALFORMED_FORM } from "#server/plugins/app/error-handler";
import type { UploadChecks } from "#server/plugins/app/uploads";

type FormFields = Record<string, unknown>;

/**
 * The English of the refusals of a body before its fields are checked; refusal-words.ts words
 * them in the form's language by it.
 */
export const bodyRefusals = {
  notAForm: "The request body must be a JSON object or a form.",
  fieldFormType: "Send the form as JSON, as a form post or as multipart/form-data.",
  applicationType: "A job application is sent as multipart/form-data, with the resume.",
  malformed: MALFORMED_FORM,
  noFiles: "This form takes no files.",
  oneFile: `Only one file, the ${RESUME_FIELD}, is accepted.`,
} as const;

/** A file part the form does not take (any, or any but the one resume): it keeps the field's name, for its refusal in the form's language. */
export class FileRefused extends HttpError {
  constructor(
    readonly field: string,
    readonly onlyTheResume: boolean,
  ) {
    super(400, "invalid_input", onlyTheResume ? `Unexpected file field "${field}".` : bodyRefusals.noFiles, {
      [field]: onlyTheResume ? bodyRefusals.oneFile : bodyRefusals.noFiles,
    });
  }
}

/** The body of a field-only form. Multipart is read here too (a script may post FormData); a file in it is refused. */
export const readFieldForm: preValidationAsyncHookHandler = async (request) => {
  if (!request.isMultipart()) {
    const body = request.body;
    // Fastify reads text/plain as a string: not a form.
    if (typeof body === "string") throw new HttpError(415, "unsupported_media_type", bodyRefusals.fieldFormType);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new HttpError(400, "bad_request", bodyRefusals.notAForm);
    }
    return;
  }
  const fields = fieldsOfBody(request);
  for await (const part of multipartParts(request)) {
    if (part.type === "file") {
      await drain(part);
      throw new FileRefused(part.fieldname, false);
    }
    if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = fieldValue(part);
  }
};

/**
 * The multipart body's fields, read into `request.body` as they come: a refusal while the rest is
 * read (a file the checks refuse, a field over its size) is worded in the language the form sent
 * before it (the forms send theirs before the resume), not only by the Referer.
 */
function fieldsOfBody(request: FastifyRequest): FormFields {
  const fields: FormFields = {};
  request.body = fields;
  return fields;
}

/** Seconds a client is asked to wait while the malware scanner is away. */
const SCANNER_RETRY_AFTER_S = 60;

/** The answer to a resume the upload checks refused; anything else is not theirs and passes through. */
function refusal(error: unknown, request: FastifyRequest): HttpError | undefined {
  if (error instanceof UploadRefused) {
    if (error.reason === "storage-full") {
      request.log.error(
        { event: "upload.storage-full" },
        "upload refused: the uploads store is at UPLOADS_MAX_TOTAL_MB",
      );
      return new HttpError(507, "insufficient_storage", resumeMessages.storageFull);
    }
    request.log.warn(
      { event: "upload.client-quota", ip: request.clientAddress },
      "upload refused: the address's quota is used up",
    );
    return new HttpError(429, "too_many_requests", resumeMessages.quotaReached);
  }
  if (error instanceof MalwareFound) {
    request.log.warn(
      { event: "upload.malware", ip: request.clientAddress, signature: error.signature },
      "upload refused: the malware scanner found something",
    );
    return new HttpError(422, "malware_found", resumeMessages.infected);
  }
  if (error instanceof ScannerUnavailable) {
    request.log.warn(
      { event: "upload.scanner-unavailable", reason: error.message },
      "upload refused: clamd is unavailable",
    );
    return new HttpError(503, "scanner_unavailable", resumeMessages.scannerUnavailable);
  }
  return undefined;
}

/**
 * The careers form: its fields, and its one file stored as the resume under RESUME_FIELD (left
 * out when the file input was empty, for the schema to name it). The file is admitted by
 * `checks` (quota, cap, scan) before it is stored, and removed again, its bytes given back, when
 * the request fails, whatever fails: `discard` is the route's onError hook.
 */
export function applicationFormReader(
  store: FileStore,
  spoolDir: string,
  checks?: UploadChecks,
): {
  read: preValidationAsyncHookHandler;
  discard: onErrorAsyncHookHandler;
} {
  const stored = new WeakMap<FastifyRequest, StoredFile & { reservation?: UploadReservation }>();

  async function receiveResume(
    request: FastifyRequest,
    reply: FastifyReply,
    part: MultipartFile,
  ): Promise<StoredFile | undefined> {
    if (part.fieldname !== RESUME_FIELD || stored.has(request)) {
      await drain(part);
      throw new FileRefused(part.fieldname, true);
    }
    try {
      const { reservation, ...resume } = await storeResume(
        store,
        spoolDir,
        { stream: part.file, clientName: part.filename },
        checks && {
          reserve: (size) => checks.limits.reserve(size, addressLimitKey(request.clientAddress)),
          scan: (file) => checks.scan(file, request.log),
        },
      );
      stored.set(request, reservation ? { ...resume, reservation } : resume);
      return resume;
    } catch (error) {
      const refused = refusal(error, request);
      if (refused) {
        if (refused.statusCode === 429 && error instanceof UploadRefused && error.retryAfterSeconds) {
          reply.header("retry-after", String(error.retryAfterSeconds));
        }
        if (refused.statusCode === 503) reply.header("retry-after", String(SCANNER_RETRY_AFTER_S));
        throw refused;
      }
      if (!(error instanceof ResumeRejected)) throw error;
      if (error.reason === "too-large") throw new HttpError(413, "payload_too_large", resumeMessages.tooLarge);
      if (error.reason === "wrong-type") throw new HttpError(415, "unsupported_media_type", resumeMessages.wrongType);
      if (error.reason === "interrupted") throw new HttpError(400, "bad_request", bodyRefusals.malformed);
      return undefined; // an empty file input: no resume
    }
  }

  return {
    async read(request, reply) {
      if (!request.isMultipart()) {
        throw new HttpError(415, "unsupported_media_type", bodyRefusals.applicationType);
      }
      const fields = fieldsOfBody(request);
      let resume: StoredFile | undefined;
      for await (const part of multipartParts(request)) {
        if (part.type === "file") resume = await receiveResume(request, reply, part);
        else if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = fieldValue(part);
      }
      request.body = { ...fields, [RESUME_FIELD]: resume };
    },

    async discard(request) {
      const resume = stored.get(request);
      if (!resume) return;
      await store.delete(resume.fileName);
      await resume.reservation?.release();
    },
  };
}

/** A multipart field over the size a field may have: it keeps the field's name, for its refusal in the form's language. */
export class FieldTooLong extends HttpError {
  constructor(readonly field: string) {
    super(413, "payload_too_large", `The ${fieldLabel(field)} field is too long.`);
  }
}

function fieldValue(part: { fieldname: string; value: unknown; valueTruncated: boolean }): string {
  if (part.valueTruncated) throw new FieldTooLong(part.fieldname);
  return String(part.value);
}

/** Consumes a file part nobody wants, so that the rest of the body can be read. */
async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discard
  }
}

/**
 * The parts of a multipart body. A broken body makes busboy throw a plain Error with no status
 * ("Unexpected end of multipart data"); that is the client's fault, so it becomes a 400 here.
 * Errors with a status (the size limits' 413) pass through.
 */
async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<Multipart>;
    try {
      step = await parts.next();
    } catch (error) {
      if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
      throw new HttpError(400, "bad_request", bodyRefusals.malformed);
    }
    if (step.done) return;
    yield step.value;
  }
}
