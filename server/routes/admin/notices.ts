/** GET /api/admin/notices: what staff should know about the site's configuration (e.g. NOTIFY_TO unset). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type StaffNoticesAnswer, staffNoticesAnswerSchema, staffPaths } from "#contracts/staff-portal";
import { configurationNotices } from "#server/modules/staff/configuration-notices";

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer: StaffNoticesAnswer = { notices: configurationNotices(app.config) };
  app.get(
    staffPaths.notices,
    { schema: { response: { 200: staffNoticesAnswerSchema } }, config: { staffArea: "signedIn" } },
    async () => answer,
  );
};
