/**
 * /healthz: the process is up (for a supervisor's liveness check).
 * /readyz: the database answers, so the process can take traffic (for a load balancer).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { pingDatabase } from "#server/db/database";

export interface HealthOptions {
  /** How long /readyz waits for the database's answer. */
  timeoutMs?: number;
}

const NO_STORE = { "cache-control": "no-store" };

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const ok = z.object({ status: z.literal("ok") });
/** The contract's error shape (contracts/api-error.ts). */
const unavailable = z.object({ error: z.object({ code: z.literal("database_unavailable"), message: z.string() }) });

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { timeoutMs = 2000 }) => {
  app.get("/healthz", { logLevel: "warn", schema: { response: { 200: ok } } }, async (_request, reply) => {
    return reply.headers(NO_STORE).send({ status: "ok" });
  });

  app.get(
    "/readyz",
    { logLevel: "warn", schema: { response: { 200: ok, 503: unavailable } } },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(app.db), timeoutMs);
        return reply.headers(NO_STORE).send({ status: "ok" });
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed: the database does not answer");
        return reply
          .code(503)
          .headers(NO_STORE)
          .send({ error: { code: "database_unavailable", message: "The database is not answering." } });
      }
    },
  );
};
