/**
 * Reading a lead form's body before its schema is checked (preValidation), whichever way it was
 * sent: JSON, a urlencoded form (a plain HTML form post), or multipart (FormData, and the careers
 * form with its resume). Each hook leaves `request.body` as the form's fields.
 */
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest, onErrorAsyncHookHandler, preValidationAsyncHookHandler } from "fastify";
import { RESUME_FIELD, resumeMessages } from "#contracts/resume";
import { fieldLabel } from "#contracts/lead-limits";
import { HttpError } from "#server/http-error";
import type { FileStore } from "#server/modules/uploads/file-store";
import { ResumeRejected, type StoredFile, storeResume } from "#server/modules/uploads/resume-store";

type FormFields = Record<string, unknown>;

/** The body of a field-only form. Multipart is read here too (a script may post FormData); a file in it is refused. */
export const readFieldForm: preValidationAsyncHookHandler = async (request) => {
  if (!request.isMultipart()) {
    const body = request.body;
    // Fastify reads text/plain as a string: not a form.
    if (typeof body === "string") {
      throw new HttpError(
        415,
        "unsupported_media_type",
        "Send the form as JSON, as a form post or as multipart/form-data.",
      );
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new HttpError(400, "bad_request", "The request body must be a JSON object or a form.");
    }
    return;
  }
  const fields: FormFields = {};
  for await (const part of multipartParts(request)) {
    if (part.type === "file") {
      await drain(part);
      throw new HttpError(400, "invalid_input", "This form takes no files.", {
        [part.fieldname]: "This form takes no files.",
      });
    }
    if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = fieldValue(part);
  }
  request.body = fields;
};

/**
 * The careers form: its fields, and its one file stored as the resume under RESUME_FIELD (left
 * out when the file input was empty, for the schema to name it). The stored file is removed
 * again when the request fails, whatever fails: `discard` is the route's onError hook.
 */
export function applicationFormReader(
  store: FileStore,
  spoolDir: string,
): {
  read: preValidationAsyncHookHandler;
  discard: onErrorAsyncHookHandler;
} {
  const stored = new WeakMap<FastifyRequest, StoredFile>();

  async function receiveResume(request: FastifyRequest, part: MultipartFile): Promise<StoredFile | undefined> {
    if (part.fieldname !== RESUME_FIELD || stored.has(request)) {
      await drain(part);
      throw new HttpError(400, "invalid_input", `Unexpected file field "${part.fieldname}".`, {
        [part.fieldname]: `Only one file, the ${RESUME_FIELD}, is accepted.`,
      });
    }
    try {
      const resume = await storeResume(store, spoolDir, { stream: part.file, clientName: part.filename });
      stored.set(request, resume);
      return resume;
    } catch (error) {
      if (!(error instanceof ResumeRejected)) throw error;
      if (error.reason === "too-large") throw new HttpError(413, "payload_too_large", resumeMessages.tooLarge);
      if (error.reason === "wrong-type") throw new HttpError(415, "unsupported_media_type", resumeMessages.wrongType);
      if (error.reason === "interrupted") throw new HttpError(400, "bad_request", "The form data is malformed.");
      return undefined; // an empty file input: no resume
    }
  }

  return {
    async read(request) {
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          "unsupported_media_type",
          "A job application is sent as multipart/form-data, with the resume.",
        );
      }
      const fields: FormFields = {};
      let resume: StoredFile | undefined;
      for await (const part of multipartParts(request)) {
        if (part.type === "file") resume = await receiveResume(request, part);
        else if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = fieldValue(part);
      }
      request.body = { ...fields, [RESUME_FIELD]: resume };
    },

    async discard(request) {
      const resume = stored.get(request);
      if (resume) await store.delete(resume.fileName);
    },
  };
}

function fieldValue(part: { fieldname: string; value: unknown; valueTruncated: boolean }): string {
  if (part.valueTruncated) {
    throw new HttpError(413, "payload_too_large", `The ${fieldLabel(part.fieldname)} field is too long.`);
  }
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
      throw new HttpError(400, "bad_request", "The form data is malformed.");
    }
    if (step.done) return;
    yield step.value;
  }
}
