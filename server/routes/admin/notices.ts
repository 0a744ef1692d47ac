/** GET /api/admin/notices: what staff should know about the site's configuration (e.g. NOTIFY_TO unset). */
import type { FastifyInstance } from "fastify";
import { type StaffNoticesAnswer, staffPaths } from "#contracts/staff-portal";
import { configurationNotices } from "#server/modules/staff/configuration-notices";

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const answer: StaffNoticesAnswer = { notices: configurationNotices(app.config) };
  app.get(staffPaths.notices, async () => answer);
}
