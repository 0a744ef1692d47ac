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
import { changeInvalidInput, listInvalidInput, notFound, recordIdParams, sendCsv } from "./list-routes";

export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiries = app.staffLists.inquiries;
  const listRoute = {
    schema: {
      querystring: listQuerySchema(listSorts.inquiries),
      response: { 200: listPageSchema(inquiryItemSchema) },
    },
    config: { invalidInput: listInvalidInput },
  };

  app.get(staffPaths.inquiries, listRoute, async (request) => inquiries.page(request.query));

  app.get(staffPaths.inquiriesSpam, listRoute, async (request) => inquiries.page({ ...request.query, spam: true }));

  app.get(staffPaths.inquiriesSpamCount, { schema: { response: { 200: spamCountSchema } } }, async () =>
    inquiries.spamCount(),
  );

  app.get(
    staffPaths.inquiriesCsv,
    { schema: { querystring: exportQuerySchema(listSorts.inquiries) }, config: { invalidInput: listInvalidInput } },
    async (request, reply) => sendCsv(reply, inquiries.csv(request.query)),
  );

  app.patch(
    `${staffPaths.inquiries}/:id`,
    {
      schema: { params: recordIdParams, body: inquiryChangeSchema, response: { 200: inquiryItemSchema } },
      config: { invalidInput: changeInvalidInput },
    },
    async (request) => {
      const item = await inquiries.change(request.params.id, request.body);
      if (!item) throw notFound("inquiry");
      return item;
    },
  );
};
