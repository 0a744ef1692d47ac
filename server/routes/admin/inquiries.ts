/** Staff routes of contact inquiries: lists (normal, spam), spam count, change, CSV. POST /api/inquiries is the public form's (leads). */
import type { FastifyInstance } from "fastify";
import { inquiryChangeSchema, listSorts, staffPaths } from "#contracts/staff-portal";
import { parseListFilter, parsePageRequest } from "#server/modules/admin-lists/list-params";
import { notFound, parseChange, recordId, sendCsv } from "./list-routes";

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  const inquiries = app.staffLists.inquiries;
  const sorts = listSorts.inquiries;

  app.get(staffPaths.inquiries, async (request) => inquiries.page(parsePageRequest(request.query, sorts)));

  app.get(staffPaths.inquiriesSpam, async (request) => inquiries.page(parsePageRequest(request.query, sorts, true)));

  app.get(staffPaths.inquiriesSpamCount, async () => inquiries.spamCount());

  app.get(staffPaths.inquiriesCsv, async (request, reply) =>
    sendCsv(reply, inquiries.csv(parseListFilter(request.query, sorts))),
  );

  app.patch(`${staffPaths.inquiries}/:id`, async (request) => {
    const id = recordId(request.params);
    const item = await inquiries.change(id, parseChange(inquiryChangeSchema, request.body));
    if (!item) throw notFound("inquiry");
    return item;
  });
}
