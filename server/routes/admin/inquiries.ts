/** Staff routes of contact inquiries: lists (normal, spam), spam count, change, CSV. POST /api/inquiries is the public form's (leads). */
import type { FastifyInstance } from "fastify";
import {
  type InquiryItem,
  type ListPage,
  type SpamCount,
  inquiryChangeSchema,
  listSorts,
  staffPaths,
} from "#contracts/staff-portal";
import { inquiriesCsv } from "#server/modules/admin-lists/exports";
import { changeInquiry, inquiryList, toInquiryItem } from "#server/modules/admin-lists/inquiries";
import { parseListFilter, parsePageRequest } from "#server/modules/admin-lists/list-params";
import { countRecords } from "#server/modules/admin-lists/list-repository";
import { listPage } from "#server/modules/admin-lists/list-service";
import type { StaffListOptions } from "./index";
import { notFound, parseChange, recordId, sendCsv } from "./list-routes";

export async function inquiryRoutes(
  app: FastifyInstance,
  { ctx, releaseHeldMessages }: StaffListOptions,
): Promise<void> {
  const sorts = listSorts.inquiries;

  app.get(staffPaths.inquiries, async (request): Promise<ListPage<InquiryItem>> => {
    return listPage(ctx, inquiryList, parsePageRequest(request.query, sorts), toInquiryItem);
  });

  app.get(staffPaths.inquiriesSpam, async (request): Promise<ListPage<InquiryItem>> => {
    return listPage(ctx, inquiryList, parsePageRequest(request.query, sorts, true), toInquiryItem);
  });

  app.get(staffPaths.inquiriesSpamCount, async (): Promise<SpamCount> => {
    return { count: await countRecords(ctx, inquiryList, { spam: true }) };
  });

  app.get(staffPaths.inquiriesCsv, async (request, reply) => {
    return sendCsv(reply, ctx, inquiriesCsv, parseListFilter(request.query, sorts));
  });

  app.patch(`${staffPaths.inquiries}/:id`, async (request) => {
    const id = recordId(request.params);
    const change = parseChange(inquiryChangeSchema, request.body);
    const item = await changeInquiry(ctx, id, change, releaseHeldMessages);
    if (!item) throw notFound("inquiry");
    return item;
  });
}
