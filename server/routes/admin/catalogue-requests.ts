/** Staff routes of catalogue requests: the list (normal or spam), spam count, the spam flag, CSV. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportQuerySchema, listQuerySchema } from "#contracts/list-query";
import {
  catalogueRequestChangeSchema,
  catalogueRequestItemSchema,
  listPageSchema,
  listSorts,
  spamCountSchema,
  staffPaths,
} from "#contracts/staff-portal";
import { changeInvalidInput, listInvalidInput, notFound, recordIdParams, sendCsv } from "./list-routes";

export const catalogueRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogueRequests = app.staffLists.catalogueRequests;
  const sorts = listSorts.catalogueRequests;

  app.get(
    staffPaths.catalogueRequests,
    {
      schema: { querystring: listQuerySchema(sorts), response: { 200: listPageSchema(catalogueRequestItemSchema) } },
      config: { invalidInput: listInvalidInput },
    },
    async (request) => catalogueRequests.page(request.query),
  );

  app.get(staffPaths.catalogueRequestsSpamCount, { schema: { response: { 200: spamCountSchema } } }, async () =>
    catalogueRequests.spamCount(),
  );

  app.get(
    staffPaths.catalogueRequestsCsv,
    { schema: { querystring: exportQuerySchema(sorts) }, config: { invalidInput: listInvalidInput } },
    async (request, reply) => sendCsv(reply, catalogueRequests.csv(request.query)),
  );

  app.patch(
    `${staffPaths.catalogueRequest}/:id`,
    {
      schema: {
        params: recordIdParams,
        body: catalogueRequestChangeSchema,
        response: { 200: catalogueRequestItemSchema },
      },
      config: { invalidInput: changeInvalidInput },
    },
    async (request) => {
      const item = await catalogueRequests.change(request.params.id, request.body);
      if (!item) throw notFound("catalogue request");
      return item;
    },
  );
};
