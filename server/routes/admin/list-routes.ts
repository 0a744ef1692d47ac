/** Pieces shared by the list routes: the record id parameter, the PATCH body, a CSV answer. */
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { HttpError } from "#server/http-error";
import type { CsvFile } from "#server/modules/admin-lists/list-service";

const MAX_ID = 2 ** 31 - 1;

export function recordId(params: unknown): number {
  const raw = (params as { id?: unknown } | undefined)?.id;
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID) {
    throw new HttpError(400, "invalid_input", "The record id is not valid.", {
      id: "id must be a positive whole number",
    });
  }
  return Number(raw);
}

/** Parses a change with a zod/mini schema, answering 400 with each bad field named. */
export function parseChange<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message]),
  );
  throw new HttpError(400, "invalid_input", "The change is not valid.", fields);
}

export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `There is no ${what} with this id.`);
}

export function sendCsv(reply: FastifyReply, csv: CsvFile) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csv.fileName}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(Readable.from(csv.chunks));
}
