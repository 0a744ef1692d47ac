/**
 * /healthz: the process is up (for a supervisor's liveness check).
 * /readyz: the database answers, so the process can take traffic (for a load balancer). It stays
 * 200 while backups fail (taking every process out of rotation would make a backup problem an
 * outage), but says so: `backup: "failed" | "missing"` beside the status, for a monitor to alert
 * on (decision 049). Read from the state as last looked at, never from the disk.
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
const ready = z.object({ status: z.literal("ok"), backup: z.optional(z.enum(["failed", "missing"])) });
/** The contract's error shape (contracts/api-error.ts). */
const unavailable = z.object({ error: z.object({ code: z.literal("database_unavailable"), message: z.string() }) });

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { timeoutMs = 2000 }) => {
  app.get("/healthz", { logLevel: "warn", schema: { response: { 200: ok } } }, async (_request, reply) => {
    return reply.headers(NO_STORE).send({ status: "ok" });
  });

  app.get(
    "/readyz",
    { logLevel: "warn", schema: { response: { 200: ready, 503: unavailable } } },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(app.db), timeoutMs);
        const backup = app.backups.lastStatus()?.state;
        const attention = backup === "failed" || backup === "missing" ? { backup } : {};
        return reply.headers(NO_STORE).send({ status: "ok", ...attention });
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
