/** Staff routes of catalogue requests: the list (GET /api/form/get-submissions) and its CSV. */
import type { FastifyInstance } from "fastify";
import { listSorts, staffPaths } from "#contracts/staff-portal";
import { parseListFilter, parsePageRequest } from "#server/modules/admin-lists/list-params";
import { sendCsv } from "./list-routes";

export async function catalogueRequestRoutes(app: FastifyInstance): Promise<void> {
  const catalogueRequests = app.staffLists.catalogueRequests;
  const sorts = listSorts.catalogueRequests;

  app.get(staffPaths.catalogueRequests, async (request) =>
    catalogueRequests.page(parsePageRequest(request.query, sorts)),
  );

  app.get(staffPaths.catalogueRequestsCsv, async (request, reply) =>
    sendCsv(reply, catalogueRequests.csv(parseListFilter(request.query, sorts))),
  );
}
