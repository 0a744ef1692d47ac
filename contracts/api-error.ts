/** The one shape of every API error answer (docs/product-brief.md, HTTP contract), for server and browser. */
export interface ApiErrorBody {
  error: {
    /** Machine-readable: invalid_input, bad_request, invalid_json, unauthorized, not_found, payload_too_large, unsupported_media_type, too_many_requests, internal_error, ... */
    code: string;
    /** A sentence a visitor can read; for bad input, every field's message in form order. */
    message: string;
    /** Bad input only: each bad field's name and its message. */
    fields?: Record<string, string>;
  };
}

/**
 * The messages of our own fault (500) and of the database away (503): a form shows them as they
 * come, in the page's language (its form words, form-text/).
 */
export const serverErrorMessages = {
  internal_error: "Something went wrong on our side. Please try again.",
  database_unavailable: "We cannot reach our records just now. Please try again in a minute.",
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
