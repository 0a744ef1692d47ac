/** Pieces shared by the list routes: the record id parameter, a missing record, a CSV answer. */
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ExportQuery } from "#contracts/list-query";
import * as z from "zod/mini";
import { HttpError } from "#server/http-error";
import type { CsvFile } from "#server/modules/admin-lists/list-service";
import type { RecordBefore } from "#server/modules/admin-lists/record-changes";

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

/**
 * Streams a list's CSV and notes for the export's security event (routes/admin/index.ts) which list,
 * the spam view and order, how many rows went out, and whether the download ran to the end. The
 * search term is not noted: it may itself be personal data (S-18); the event names the filters sent.
 */
export function sendCsv(request: FastifyRequest, reply: FastifyReply, list: string, query: ExportQuery, csv: CsvFile) {
  async function* counted() {
    let complete = false;
    try {
      yield* csv.chunks;
      complete = true;
    } finally {
      request.securityNote = {
        target: list,
        details: { list, spam: query.spam, sort: query.sort, order: query.order, rows: csv.rows(), complete },
      };
    }
  }
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csv.fileName}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(Readable.from(counted()));
}

/**
 * Notes for the change's security event the record and its follow-up status and spam flag before
 * and after (a catalogue request has no status).
 */
export function noteRecordChange(
  request: FastifyRequest,
  target: string,
  before: RecordBefore,
  after: { followupStatus?: string; isSpam: boolean },
): void {
  request.securityNote = {
    target,
    details: {
      ...(after.followupStatus !== undefined
        ? { statusBefore: before.followupStatus, statusAfter: after.followupStatus }
        : {}),
      spamBefore: before.isSpam,
      spamAfter: after.isSpam,
    },
  };
}
