/** GET /api/admin/audit (administrators): the audit trail, newest first, filtered by actor, action and time, a page at a time. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPageSchema, auditPath, auditQuerySchema } from "#contracts/audit";
import { auditPage } from "#server/modules/audit/audit-log";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditPath,
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      config: { staffArea: "audit", invalidInput: { querystring: "Some filters are not valid." } },
    },
    async (request) => auditPage(app.db, request.query),
  );
};
