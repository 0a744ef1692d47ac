/** Staff routes of job applications: list (normal or spam), spam count, change, CSV. */
import type { FastifyInstance } from "fastify";
import { applicationChangeSchema, listSorts, staffPaths } from "#contracts/staff-portal";
import { parseListFilter, parsePageRequest } from "#server/modules/admin-lists/list-params";
import { notFound, parseChange, recordId, sendCsv } from "./list-routes";

export async function jobApplicationRoutes(app: FastifyInstance): Promise<void> {
  const applications = app.staffLists.applications;
  const sorts = listSorts.applications;

  app.get(staffPaths.applications, async (request) => applications.page(parsePageRequest(request.query, sorts)));

  app.get(staffPaths.applicationsSpamCount, async () => applications.spamCount());

  app.get(staffPaths.applicationsCsv, async (request, reply) =>
    sendCsv(reply, applications.csv(parseListFilter(request.query, sorts))),
  );

  app.patch(`${staffPaths.applications}/:id`, async (request) => {
    const id = recordId(request.params);
    const item = await applications.change(id, parseChange(applicationChangeSchema, request.body));
    if (!item) throw notFound("application");
    return item;
  });
}
