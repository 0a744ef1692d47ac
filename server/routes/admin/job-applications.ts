/** Staff routes of job applications: list (normal or spam), spam count, change, CSV. */
import type { FastifyInstance } from "fastify";
import {
  type ListPage,
  type JobApplicationItem,
  type SpamCount,
  applicationChangeSchema,
  listSorts,
  staffPaths,
} from "#contracts/staff-portal";
import { jobApplicationsCsv } from "#server/modules/admin-lists/exports";
import {
  changeJobApplication,
  jobApplicationList,
  toJobApplicationItem,
} from "#server/modules/admin-lists/job-applications";
import { parseListFilter, parsePageRequest } from "#server/modules/admin-lists/list-params";
import { countRecords } from "#server/modules/admin-lists/list-repository";
import { listPage } from "#server/modules/admin-lists/list-service";
import type { StaffListOptions } from "./index";
import { notFound, parseChange, recordId, sendCsv } from "./list-routes";

export async function jobApplicationRoutes(
  app: FastifyInstance,
  { ctx, releaseHeldMessages }: StaffListOptions,
): Promise<void> {
  const sorts = listSorts.applications;

  app.get(staffPaths.applications, async (request): Promise<ListPage<JobApplicationItem>> => {
    return listPage(ctx, jobApplicationList, parsePageRequest(request.query, sorts), toJobApplicationItem);
  });

  app.get(staffPaths.applicationsSpamCount, async (): Promise<SpamCount> => {
    return { count: await countRecords(ctx, jobApplicationList, { spam: true }) };
  });

  app.get(staffPaths.applicationsCsv, async (request, reply) => {
    return sendCsv(reply, ctx, jobApplicationsCsv, parseListFilter(request.query, sorts));
  });

  app.patch(`${staffPaths.applications}/:id`, async (request) => {
    const id = recordId(request.params);
    const change = parseChange(applicationChangeSchema, request.body);
    const item = await changeJobApplication(ctx, id, change, releaseHeldMessages);
    if (!item) throw notFound("application");
    return item;
  });
}
