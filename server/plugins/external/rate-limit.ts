/**
 * @fastify/rate-limit, limiting no route by itself (`global: false`): a route that needs a limit
 * takes a hook from `fastify.rateLimit({ ... })` (the lead forms share one, routes/leads). Clients
 * are counted by `request.ip` (TRUST_PROXY decides what that is). The only header sent is
 * Retry-After, on a 429. The count lives in `store` (docs/decisions/025-form-rate-limit.md):
 * the app gives the database's (modules/rate-limit/shared-store.ts), so every process counts together.
 */
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import fp from "fastify-plugin";

export interface RateLimitPluginOptions {
  store?: FastifyRateLimitStoreCtor | undefined;
}

export default fp<RateLimitPluginOptions>(
  async (app, { store }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
      addHeaders: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
        "retry-after": true,
      },
      ...(store ? { store } : {}),
    });
  },
  { name: "rate-limit" },
);
