/**
 * The one error type routes throw; plugins/app/error-handler.ts answers it in the contract's shape
 * `{ error: { code, message, fields? } }` with its status.
 */
import type { ApiErrorBody } from "#contracts/api-error";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
