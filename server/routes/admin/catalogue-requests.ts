/** Staff routes of catalogue requests: the list (GET /api/form/get-submissions) and its CSV. */
import type { FastifyInstance } from "fastify";
import { type CatalogueRequestItem, type ListPage, listSorts, staffPaths } from "#contracts/staff-portal";
import { catalogueRequestList, toCatalogueRequestItem } from "#server/modules/admin-lists/catalogue-requests";
import { catalogueRequestsCsv } from "#server/modules/admin-lists/exports";
import { parseListFilter, parsePageRequest } from "#server/modules/admin-lists/list-params";
import { listPage } from "#server/modules/admin-lists/list-service";
import type { StaffListOptions } from "./index";
import { sendCsv } from "./list-routes";

export async function catalogueRequestRoutes(app: FastifyInstance, { ctx }: StaffListOptions): Promise<void> {
  const sorts = listSorts.catalogueRequests;

  app.get(staffPaths.catalogueRequests, async (request): Promise<ListPage<CatalogueRequestItem>> => {
    return listPage(ctx, catalogueRequestList, parsePageRequest(request.query, sorts), toCatalogueRequestItem);
  });

  app.get(staffPaths.catalogueRequestsCsv, async (request, reply) => {
    return sendCsv(reply, ctx, catalogueRequestsCsv, parseListFilter(request.query, sorts));
  });
}
