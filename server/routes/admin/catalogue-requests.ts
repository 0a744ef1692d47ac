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
import {
  noteRecordChange,
  changeInvalidInput,
  listInvalidInput,
  notFound,
  recordIdParams,
  sendCsv,
} from "./list-routes";

export const catalogueRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogueRequests = app.staffLists.catalogueRequests;
  const sorts = listSorts.catalogueRequests;
  const staffArea = "catalogueRequests";

  app.get(
    staffPaths.catalogueRequests,
    {
      schema: { querystring: listQuerySchema(sorts), response: { 200: listPageSchema(catalogueRequestItemSchema) } },
      config: { staffArea, invalidInput: listInvalidInput },
    },
    async (request) => catalogueRequests.page(request.query),
  );

  app.get(
    staffPaths.catalogueRequestsSpamCount,
    { schema: { response: { 200: spamCountSchema } }, config: { staffArea } },
    async () => catalogueRequests.spamCount(),
  );

  app.get(
    staffPaths.catalogueRequestsCsv,
    { schema: { querystring: exportQuerySchema(sorts) }, config: { staffArea, invalidInput: listInvalidInput } },
    async (request, reply) =>
      sendCsv(request, reply, "catalogueRequests", request.query, catalogueRequests.csv(request.query)),
  );

  app.patch(
    `${staffPaths.catalogueRequest}/:id`,
    {
      schema: {
        params: recordIdParams,
        body: catalogueRequestChangeSchema,
        response: { 200: catalogueRequestItemSchema },
      },
      config: { staffArea, invalidInput: changeInvalidInput },
    },
    async (request) => {
      const changed = await catalogueRequests.change(request.params.id, request.body);
      if (!changed) throw notFound("catalogue request");
      noteRecordChange(request, `catalogue request ${request.params.id}`, changed.before, changed.item);
      return changed.item;
    },
  );
};
