/**
 * Mail that failed for good (security review S-22): GET /api/admin/mail/failed lists what the
 * outbox gave up on after its retries, POST /api/admin/mail/failed/:id/resend queues one again.
 * Administrators only (the `mail` area); a resend is a security event.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failedMailSchema, staffPaths } from "#contracts/staff-portal";
import { listFailedMessages, requeueFailedMessage } from "#server/modules/mail/outbox-repository";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { changeInvalidInput, notFound, recordIdParams } from "./list-routes";

export const failedMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffPaths.failedMail,
    { schema: { response: { 200: failedMailSchema } }, config: { staffArea: "mail" } },
    async () => ({
      items: await listFailedMessages(app.db),
    }),
  );

  app.post(
    `${staffPaths.failedMail}/:id/resend`,
    { schema: { params: recordIdParams }, config: { staffArea: "mail", invalidInput: changeInvalidInput } },
    async (request, reply) => {
      const queued = await requeueFailedMessage(app.db, request.params.id);
      await logSecurityEvent(request, {
        event: "mail.resend",
        outcome: queued ? "success" : "refused",
        target: `message ${request.params.id}`,
        details: { id: request.params.id },
      });
      if (!queued) throw notFound("failed message");
      app.outbox.wake();
      return reply.code(204).send();
    },
  );
};
