/** Staff routes of contact inquiries: lists (normal, spam), spam count, change, CSV. POST /api/inquiries is the public form's (leads). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportQuerySchema, listQuerySchema } from "#contracts/list-query";
import {
  inquiryChangeSchema,
  inquiryItemSchema,
  listPageSchema,
  listSorts,
  spamCountSchema,
  staffPaths,
} from "#contracts/staff-portal";
import {
  noteRecordChange,
  changeInvalidInput,
  listInvalidInput,
  notFound,
  recordIdParams,
  sendCsv,
} from "./list-routes";

export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiries = app.staffLists.inquiries;
  const staffArea = "inquiries";
  const listRoute = {
    schema: {
      querystring: listQuerySchema(listSorts.inquiries),
      response: { 200: listPageSchema(inquiryItemSchema) },
    },
    config: { staffArea, invalidInput: listInvalidInput },
  } as const;

  app.get(staffPaths.inquiries, listRoute, async (request) => inquiries.page(request.query));

  app.get(staffPaths.inquiriesSpam, listRoute, async (request) => inquiries.page({ ...request.query, spam: true }));

  app.get(
    staffPaths.inquiriesSpamCount,
    { schema: { response: { 200: spamCountSchema } }, config: { staffArea } },
    async () => inquiries.spamCount(),
  );

  app.get(
    staffPaths.inquiriesCsv,
    {
      schema: { querystring: exportQuerySchema(listSorts.inquiries) },
      config: { staffArea, invalidInput: listInvalidInput },
    },
    async (request, reply) => sendCsv(request, reply, "inquiries", request.query, inquiries.csv(request.query)),
  );

  app.patch(
    `${staffPaths.inquiries}/:id`,
    {
      schema: { params: recordIdParams, body: inquiryChangeSchema, response: { 200: inquiryItemSchema } },
      config: { staffArea, invalidInput: changeInvalidInput },
    },
    async (request) => {
      const changed = await inquiries.change(request.params.id, request.body);
      if (!changed) throw notFound("inquiry");
      noteRecordChange(request, `inquiry ${request.params.id}`, changed.before, changed.item);
      return changed.item;
    },
  );
};
