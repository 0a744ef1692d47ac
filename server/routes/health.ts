/**
 * /healthz: the process is up (for a supervisor's liveness check).
 * /readyz: the database answers, so the process can take traffic (for a load balancer).
 */
import type { FastifyInstance } from "fastify";
import type { ApiErrorBody } from "#contracts/api-error";
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

export async function healthRoutes(app: FastifyInstance, { timeoutMs = 2000 }: HealthOptions): Promise<void> {
  app.get("/healthz", { logLevel: "warn" }, async (_request, reply) => {
    return reply.headers(NO_STORE).send({ status: "ok" });
  });

  app.get("/readyz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await withTimeout(pingDatabase(app.db), timeoutMs);
      return reply.headers(NO_STORE).send({ status: "ok" });
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed: the database does not answer");
      const body: ApiErrorBody = { error: { code: "database_unavailable", message: "The database is not answering." } };
      return reply.code(503).headers(NO_STORE).send(body);
    }
  });
}
