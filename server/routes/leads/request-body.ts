/**
 * Reading a lead form's body, whichever way it was sent: JSON, a urlencoded form (a plain HTML
 * form post), or multipart (FormData, and the careers form with its resume).
 */
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { fieldLabel } from "#contracts/lead-fields";
import { HttpError } from "#server/http-error";

export type FormFields = Record<string, unknown>;

function tooLarge(message: string): HttpError {
  return new HttpError(413, "payload_too_large", message);
}

function fieldValue(part: { fieldname: string; value: unknown; valueTruncated: boolean }): string {
  if (part.valueTruncated) throw tooLarge(`The ${fieldLabel(part.fieldname)} field is too long.`);
  return String(part.value);
}

/**
 * The body of a field-only form. Multipart is read here too (a script may post FormData); a file
 * in it is refused.
 */
export async function readFields(request: FastifyRequest): Promise<FormFields> {
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
    return body as FormFields;
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
  return fields;
}

/** Consumes a file part nobody wants, so that the rest of the body can be read. */
export async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discard
  }
}

/** Reads a multipart body, handing each file part to `onFile` as it streams in. */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (part: MultipartFile) => Promise<void>,
): Promise<FormFields> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "A job application is sent as multipart/form-data, with the resume.",
    );
  }
  const fields: FormFields = {};
  for await (const part of multipartParts(request)) {
    if (part.type === "file") await onFile(part);
    else if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = fieldValue(part);
  }
  return fields;
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
