/** Staff routes of job applications: list (normal or spam), spam count, change, CSV. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportQuerySchema, listQuerySchema } from "#contracts/list-query";
import {
  applicationChangeSchema,
  jobApplicationItemSchema,
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

export const jobApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.staffLists.applications;
  const staffArea = "applications";

  app.get(
    staffPaths.applications,
    {
      schema: {
        querystring: listQuerySchema(listSorts.applications),
        response: { 200: listPageSchema(jobApplicationItemSchema) },
      },
      config: { staffArea, invalidInput: listInvalidInput },
    },
    async (request) => applications.page(request.query),
  );

  app.get(
    staffPaths.applicationsSpamCount,
    { schema: { response: { 200: spamCountSchema } }, config: { staffArea } },
    async () => applications.spamCount(),
  );

  app.get(
    staffPaths.applicationsCsv,
    {
      schema: { querystring: exportQuerySchema(listSorts.applications) },
      config: { staffArea, invalidInput: listInvalidInput },
    },
    async (request, reply) => sendCsv(request, reply, "applications", request.query, applications.csv(request.query)),
  );

  app.patch(
    `${staffPaths.applications}/:id`,
    {
      schema: { params: recordIdParams, body: applicationChangeSchema, response: { 200: jobApplicationItemSchema } },
      config: { staffArea, invalidInput: changeInvalidInput },
    },
    async (request) => {
      const changed = await applications.change(request.params.id, request.body);
      if (!changed) throw notFound("application");
      noteRecordChange(request, `application ${request.params.id}`, changed.before, changed.item);
      return changed.item;
    },
  );
};
