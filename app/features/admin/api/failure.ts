/** What to tell a person when a request of the portal failed: the server's own words when it sent some. */
import { AdminApiError } from "~/features/admin/api/client";

export interface Failure {
  message: string;
  fields: Record<string, string>;
}

export function failureOf(error: unknown, fallback = "That did not work. Please try again."): Failure {
  if (error instanceof AdminApiError && error.fromServer) return { message: error.message, fields: error.fields ?? {} };
  return { message: fallback, fields: {} };
}
