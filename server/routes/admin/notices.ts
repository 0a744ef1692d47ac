/**
 * GET /api/admin/notices: what staff should know about the site's configuration (e.g. NOTIFY_TO
 * unset) and, for administrators, about its accounts (the first start's account still active).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type StaffNoticesAnswer, staffNoticesAnswerSchema, staffPaths } from "#contracts/staff-portal";
import { configurationNotices, fallbackAccountNotice } from "#server/modules/staff/configuration-notices";
import { staffOf } from "#server/plugins/app/staff-auth";

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const fromConfiguration = configurationNotices(app.config);
  app.get(
    staffPaths.notices,
    { schema: { response: { 200: staffNoticesAnswerSchema } }, config: { staffArea: "signedIn" } },
    async (request): Promise<StaffNoticesAnswer> => {
      const administrator = staffOf(request).user.roles.includes("administrator");
      const fallback = administrator ? await fallbackAccountNotice(app.db) : null;
      return { notices: fallback ? [...fromConfiguration, fallback] : fromConfiguration };
    },
  );
};
