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
import { changeInvalidInput, listInvalidInput, notFound, recordIdParams, sendCsv } from "./list-routes";

export const jobApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.staffLists.applications;

  app.get(
    staffPaths.applications,
    {
      schema: {
        querystring: listQuerySchema(listSorts.applications),
        response: { 200: listPageSchema(jobApplicationItemSchema) },
      },
      config: { invalidInput: listInvalidInput },
    },
    async (request) => applications.page(request.query),
  );

  app.get(staffPaths.applicationsSpamCount, { schema: { response: { 200: spamCountSchema } } }, async () =>
    applications.spamCount(),
  );

  app.get(
    staffPaths.applicationsCsv,
    { schema: { querystring: exportQuerySchema(listSorts.applications) }, config: { invalidInput: listInvalidInput } },
    async (request, reply) => sendCsv(reply, applications.csv(request.query)),
  );

  app.patch(
    `${staffPaths.applications}/:id`,
    {
      schema: { params: recordIdParams, body: applicationChangeSchema, response: { 200: jobApplicationItemSchema } },
      config: { invalidInput: changeInvalidInput },
    },
    async (request) => {
      const item = await applications.change(request.params.id, request.body);
      if (!item) throw notFound("application");
      return item;
    },
  );
};
