/** Staff sign-in, sign-out and "who am I" (POST /api/auth/admin/login, /logout, GET /session). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loginAnswerSchema, sessionAnswerSchema, staffLoginSchema, staffPaths } from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import { revokeSession } from "#server/modules/staff/sessions";
import { signIn } from "#server/modules/staff/sign-in";
import {
  DEVICE_COOKIE,
  clearSessionCookies,
  setDeviceCookie,
  setSessionCookies,
  staffOf,
} from "#server/plugins/app/staff-auth";

const INVALID_CREDENTIALS = "Invalid email or password";

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const cookies = { secure: app.config.publicUrl.startsWith("https:") };

  app.post(
    staffPaths.login,
    {
      schema: { body: staffLoginSchema, response: { 200: loginAnswerSchema } },
      config: { invalidInput: { body: "Enter your email and password." } },
    },
    async (request, reply) => {
      const outcome = await signIn(db, {
        ...request.body,
        address: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      reply.header("cache-control", "no-store");
      if (outcome.kind === "throttled") {
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw new HttpError(
          429,
          "too_many_requests",
          `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        );
      }
      if (outcome.kind === "busy") {
        reply.header("retry-after", "1");
        throw new HttpError(429, "too_many_requests", "Too many sign-ins at once. Please try again in a moment.");
      }
      if (outcome.kind === "invalid") throw new HttpError(401, "unauthorized", INVALID_CREDENTIALS);
      setSessionCookies(reply, outcome.token, cookies);
      if (outcome.device) setDeviceCookie(reply, outcome.device, cookies);
      return { token: outcome.token, user: outcome.user };
    },
  );

  app.post(staffPaths.logout, { onRequest: app.requireStaff }, async (request, reply) => {
    await revokeSession(db, staffOf(request).sessionId);
    clearSessionCookies(reply, cookies);
    return reply.header("cache-control", "no-store").code(204).send();
  });

  app.get(
    staffPaths.session,
    { onRequest: app.requireStaff, schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: staffOf(request).user };
    },
  );
};
