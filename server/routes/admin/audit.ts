/** GET /api/admin/audit (administrators): the audit trail, newest first, filtered by actor, action and time, a page at a time. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPageSchema, auditPath, auditQuerySchema, AUDIT_PAGE_SIZE } from "#contracts/audit";
import { auditPage } from "#server/modules/audit/audit-log";
import { loadTypedAccountReference } from "#server/modules/audit/typed-account";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Searching for an address also finds the sign-ins tried with it while it named no account.
  const typedAccount = await loadTypedAccountReference(app.db);
  app.get(
    auditPath,
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      config: { staffArea: "audit", invalidInput: { querystring: "Some filters are not valid." } },
    },
    async (request) => auditPage(app.db, request.query, AUDIT_PAGE_SIZE, typedAccount),
  );
};
