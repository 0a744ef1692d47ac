/** GET /api/admin/backup: the last backup's time, size and result, for administrators (the `backups` area). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type BackupStatusAnswer, backupStatusSchema, staffPaths } from "#contracts/staff-portal";

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.backup,
    { schema: { response: { 200: backupStatusSchema } }, config: { staffArea: "backups" } },
    async (): Promise<BackupStatusAnswer> => {
      const status = await app.backups.status();
      if (!status) return { state: "elsewhere", last: null, failure: null };
      const { last, failure } = status;
      return {
        state: status.state,
        last: last ? { takenAt: last.takenAt, totalBytes: last.totalBytes, files: last.files } : null,
        failure: failure ?? null,
      };
    },
  );
};
