/** Staff routes of catalogue requests: the list (GET /api/form/get-submissions) and its CSV. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportQuerySchema, listQuerySchema } from "#contracts/list-query";
import { catalogueRequestItemSchema, listPageSchema, listSorts, staffPaths } from "#contracts/staff-portal";
import { listInvalidInput, sendCsv } from "./list-routes";

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

  app.get(
    staffPaths.catalogueRequestsCsv,
    { schema: { querystring: exportQuerySchema(sorts) }, config: { invalidInput: listInvalidInput } },
    async (request, reply) => sendCsv(reply, catalogueRequests.csv(request.query)),
  );
};
