/** Pieces shared by the list routes: the record id parameter, a missing record, a CSV answer. */
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import * as z from "zod/mini";
import { HttpError } from "#server/http-error";
import type { CsvFile } from "#server/modules/admin-lists/list-service";

const MAX_ID = 2 ** 31 - 1;

/** `/:id` of a record: a positive whole number that fits the id columns. */
export const recordIdParams = z.object({
  id: z.pipe(
    z.string().check(
      z.refine((raw) => /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID, {
        error: "id must be a positive whole number",
      }),
    ),
    z.transform(Number),
  ),
});

/** The 400 messages of a PATCH whose id or change does not pass. */
export const changeInvalidInput = { params: "The record id is not valid.", body: "The change is not valid." };

/** The 400 message of a list whose query string does not pass. */
export const listInvalidInput = { querystring: "Some query parameters are not valid." };

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
