/**
 * Turns every error into the contract's shape `{ error: { code, message, fields? } }` with the right
 * status. Malformed input of any kind is a 4xx; only our own faults are a 500, and their text is
 * logged, never sent.
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { type ApiErrorBody, serverErrorMessages } from "#contracts/api-error";
import { isDatabaseUnavailable } from "#server/db/database";
import { HttpError } from "#server/http-error";
import { isSameOriginResource, SAME_ORIGIN_RESOURCE } from "./security-headers";

const CODE_BY_STATUS: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  408: "request_timeout",
  409: "conflict",
  411: "length_required",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "too_many_requests",
  431: "headers_too_large",
};

/** Fastify and plugin error codes whose own status or wording does not fit the contract. */
const KNOWN_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "invalid_json", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "invalid_json", message: "The request body is empty." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "This content type is not accepted here.",
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "A multipart/form-data body is expected.",
  },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: "invalid_json", message: "A form field is not valid JSON." },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: "payload_too_large", message: "The file is too large." },
  FST_PARTS_LIMIT: { status: 413, code: "payload_too_large", message: "The form has too many parts." },
  FST_FILES_LIMIT: { status: 413, code: "payload_too_large", message: "The form has too many files." },
  FST_FIELDS_LIMIT: { status: 413, code: "payload_too_large", message: "The form has too many fields." },
  FST_ERR_BAD_URL: { status: 400, code: "bad_request", message: "The address is not valid." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "uri_too_long", message: "The address is too long." },
};

/** The database is away (restarting, failing over, locked): the request may work in a moment. */
const DATABASE_UNAVAILABLE: ApiErrorBody = {
  error: { code: "database_unavailable", message: serverErrorMessages.database_unavailable },
};
/** Seconds a client is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_S = 5;

const INTERNAL_ERROR: ApiErrorBody = {
  error: { code: "internal_error", message: serverErrorMessages.internal_error },
};

/** The answer to a multipart body that is cut off or broken. */
export const MALFORMED_FORM = "The form data is malformed.";

/** busboy reports a broken multipart body as a plain Error without a status. */
const MALFORMED_MULTIPART =
  /unexpected end of form|malformed part header|multipart: boundary not found|malformed urlencoded form/i;

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

export function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) {
    const part = fastifyError.validationContext ?? "body";
    const fields = fieldErrors(fastifyError.validation, part, request.routeOptions.config?.wholeFieldPaths);
    const message = request.routeOptions.config?.invalidInput?.[part] ?? Object.values(fields).join(" ");
    return { status: 400, body: { error: { code: "invalid_input", message, fields } } };
  }
  if (fastifyError?.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return { status: 413, body: { error: { code: "payload_too_large", message: bodyTooLarge(request) } } };
  }
  const known = fastifyError?.code ? KNOWN_CODES[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { error: { code: known.code, message: known.message } } };

  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: { code: CODE_BY_STATUS[status] ?? "bad_request", message: fastifyError?.message ?? "Bad request." },
      },
    };
  }
  if (
    request.headers["content-type"]?.startsWith("multipart/") &&
    MALFORMED_MULTIPART.test(fastifyError?.message ?? "")
  ) {
    return { status: 400, body: { error: { code: "bad_request", message: MALFORMED_FORM } } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: DATABASE_UNAVAILABLE };
  return { status: 500, body: INTERNAL_ERROR };
}

/** A body limit of `bytes` as it is named: whole megabytes, else kilobytes rounded up. */
export function bodyLimitSize(bytes: number): { amount: number; unit: "KB" | "MB" } {
  const mb = 1024 * 1024;
  return bytes % mb === 0 ? { amount: bytes / mb, unit: "MB" } : { amount: Math.ceil(bytes / 1024), unit: "KB" };
}

/** "The request body is larger than the 64 KB this address takes.": the route's limit, named (issue 12). */
function bodyTooLarge(request: FastifyRequest): string {
  const limit = request.routeOptions.bodyLimit;
  if (!limit) return "The request body is too large.";
  const size = bodyLimitSize(limit);
  return `The request body is larger than the ${size.amount} ${size.unit} this address takes.`;
}

/**
 * Each bad field of a request part that failed its schema, named by the first step of its path,
 * or its whole path when the route asks (an issue about the whole part is named after the part), with its first message, in the order
 * of the schema's fields.
 */
export function fieldErrors(
  issues: readonly { instancePath: string; message?: string | undefined }[],
  part: string,
  wholePath = false,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const steps = issue.instancePath.split("/").slice(1);
    const name = (wholePath ? steps.join(".") : steps[0]) || part;
    fields[name] ??= issue.message ?? "is not valid";
  }
  return fields;
}

function notFoundBody(): ApiErrorBody {
  return { error: { code: "not_found", message: "There is nothing at this address." } };
}

type Headers = Readonly<Record<string, string>>;

type RequestPart = "body" | "querystring" | "params" | "headers";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The message of this route's 400 when a part of the request fails its schema, e.g.
     * `{ body: "The change is not valid." }`; without one the message is every field's, in order.
     */
    invalidInput?: Partial<Record<RequestPart, string>>;
    /** Bad fields named by their whole path (`tabs.1.specTable.rows.3`), for a form with a control per cell. */
    wholeFieldPaths?: boolean;
  }
}

/** `headers` (the security headers) are set here: an error may come before any hook has run. */
function sendAnswer(reply: FastifyReply, headers: Headers, { status, body }: ErrorAnswer) {
  // A route may have said when to come back (the malware scanner's 503); else the database's wait.
  if (status === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", String(DATABASE_RETRY_AFTER_S));
  // An API address's error is the API's answer too, though no route hook may have run (S-26).
  if (isSameOriginResource(reply.request.url)) reply.headers(SAME_ORIGIN_RESOURCE);
  return reply
    .headers(headers)
    .code(status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(body);
}

/** The app's error and not-found handlers; `headers` are the security headers. */
export default fp<{ headers: Headers }>(
  async (app, { headers }) => {
    app.setErrorHandler((error, request, reply) => {
      const answer = errorAnswer(error, request);
      if (answer.body.error.code === "database_unavailable")
        request.log.warn({ err: error }, "request failed: the database is unavailable");
      else if (answer.status === 503) request.log.warn({ err: error }, "request refused: a service is unavailable");
      else if (answer.status >= 500) request.log.error({ err: error }, "request failed");
      else request.log.info({ err: error, statusCode: answer.status }, "request refused");
      return sendAnswer(reply, headers, answer);
    });
    app.setNotFoundHandler((_request, reply) => sendAnswer(reply, headers, { status: 404, body: notFoundBody() }));
  },
  { name: "error-handler" },
);

/** For Fastify's `frameworkErrors` option: errors raised before routing (a badly encoded URL). */
export function frameworkErrorHandler(headers: Headers): NonNullable<FastifyServerOptions["frameworkErrors"]> {
  return (error, request, reply) => {
    void sendAnswer(reply, headers, errorAnswer(error, request));
  };
}
