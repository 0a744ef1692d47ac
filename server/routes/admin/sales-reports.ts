/**
 * The sales desk's reports and offices: GET /api/admin/reports/response-times and
 * GET /api/admin/reports/dashboard (sales and administrators), and GET|PUT /api/admin/offices
 * (administrators; a change is audited).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dashboardSchema,
  officesSchema,
  responseTimesQuerySchema,
  responseTimesSchema,
  salesReportPaths,
} from "#contracts/sales-reports";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { loadOffices, replaceOffices } from "#server/modules/sales/office-repository";
import { dashboardFigures } from "#server/modules/sales/dashboard";
import { responseTimeReport } from "#server/modules/sales/response-times";

export const salesReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    salesReportPaths.responseTimes,
    {
      schema: { querystring: responseTimesQuerySchema, response: { 200: responseTimesSchema } },
      config: { staffArea: "salesReports", invalidInput: { querystring: "The report's filters are not valid." } },
    },
    async (request) => responseTimeReport(db, request.query, new Date()),
  );

  app.get(
    salesReportPaths.dashboard,
    { schema: { response: { 200: dashboardSchema } }, config: { staffArea: "salesReports" } },
    async () => dashboardFigures(db, new Date()),
  );

  app.get(
    salesReportPaths.offices,
    { schema: { response: { 200: officesSchema } }, config: { staffArea: "salesOffices" } },
    async () => ({ offices: await loadOffices(db) }),
  );

  app.put(
    salesReportPaths.offices,
    {
      schema: { body: officesSchema, response: { 200: officesSchema } },
      config: {
        staffArea: "salesOffices",
        invalidInput: { body: "Some office hours are not valid." },
        // The portal shows each error on its control: `offices.3.dayEnd`.
        wholeFieldPaths: true,
      },
    },
    async (request) => {
      await replaceOffices(db, request.body.offices);
      await logSecurityEvent(request, {
        event: "sales.offices",
        outcome: "success",
        target: "offices",
        details: { offices: request.body.offices.map((office) => office.key) },
      });
      return { offices: await loadOffices(db) };
    },
  );
};
