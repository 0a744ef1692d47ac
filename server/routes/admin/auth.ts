/**
 * Staff sign-in, sign-out, "who am I" and the password change (POST /api/auth/admin/login,
 * /logout, /password, GET /session). Each sign-in, sign-out and change is a security event.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginAnswerSchema,
  passwordChangeSchema,
  sessionAnswerSchema,
  staffLoginSchema,
  staffPaths,
} from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import { logSecurityEvent, staffActor } from "#server/modules/security-events/security-events";
import { normaliseEmail } from "#server/modules/staff/accounts";
import { changePassword } from "#server/modules/staff/password-change";
import { revokeSession } from "#server/modules/staff/sessions";
import { signIn } from "#server/modules/staff/sign-in";
import {
  clearSessionCookies,
  deviceTokenOf,
  setDeviceCookie,
  setSessionCookies,
  staffOf,
} from "#server/plugins/app/staff-auth";

const INVALID_CREDENTIALS = "Invalid email or password";

function tooManyTries(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    "too_many_requests",
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

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
        address: request.clientAddress,
        deviceToken: deviceTokenOf(request, cookies),
      });
      const who = { account: normaliseEmail(request.body.email), ip: request.clientAddress };
      reply.header("cache-control", "no-store");
      if (outcome.kind === "throttled") {
        logSecurityEvent(request.log, { event: "auth.sign-in", ...who, outcome: "locked-out" });
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw tooManyTries(outcome.retryAfterSeconds);
      }
      if (outcome.kind === "busy") {
        logSecurityEvent(request.log, { event: "auth.sign-in", ...who, outcome: "refused", details: { busy: true } });
        reply.header("retry-after", "1");
        throw new HttpError(429, "too_many_requests", "Too many sign-ins at once. Please try again in a moment.");
      }
      if (outcome.kind === "invalid") {
        logSecurityEvent(request.log, { event: "auth.sign-in", ...who, outcome: "failure" });
        throw new HttpError(401, "unauthorized", INVALID_CREDENTIALS);
      }
      logSecurityEvent(request.log, {
        event: "auth.sign-in",
        ...who,
        outcome: "success",
        details: { mustChangePassword: outcome.mustChangePassword },
      });
      setSessionCookies(reply, outcome.token, cookies);
      if (outcome.device) setDeviceCookie(reply, outcome.device, cookies);
      return {
        token: outcome.token,
        user: outcome.user,
        ...(outcome.mustChangePassword ? { mustChangePassword: true } : {}),
      };
    },
  );

  app.post(
    staffPaths.logout,
    { onRequest: app.requireStaff, config: { passwordChange: true } },
    async (request, reply) => {
      await revokeSession(db, staffOf(request).sessionId);
      logSecurityEvent(request.log, { event: "auth.sign-out", ...staffActor(request), outcome: "success" });
      clearSessionCookies(reply, cookies);
      return reply.header("cache-control", "no-store").code(204).send();
    },
  );

  app.get(
    staffPaths.session,
    {
      onRequest: app.requireStaff,
      schema: { response: { 200: sessionAnswerSchema } },
      config: { passwordChange: true },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: staffOf(request).user };
    },
  );

  app.post(
    staffPaths.password,
    {
      onRequest: app.requireStaff,
      schema: { body: passwordChangeSchema },
      config: { passwordChange: true, invalidInput: { body: "Enter your current password and a new one." } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await changePassword(db, {
        session: staffOf(request),
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        address: request.clientAddress,
      });
      const who = staffActor(request);
      if (outcome.kind === "throttled") {
        logSecurityEvent(request.log, { event: "auth.password-change", ...who, outcome: "locked-out" });
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        throw tooManyTries(outcome.retryAfterSeconds);
      }
      if (outcome.kind === "wrong-current-password") {
        logSecurityEvent(request.log, { event: "auth.password-change", ...who, outcome: "failure" });
        const message = "The current password is not right.";
        throw new HttpError(400, "invalid_input", message, { currentPassword: message });
      }
      if (outcome.kind === "refused") {
        logSecurityEvent(request.log, { event: "auth.password-change", ...who, outcome: "refused" });
        throw new HttpError(400, "invalid_input", outcome.problem, { newPassword: outcome.problem });
      }
      logSecurityEvent(request.log, { event: "auth.password-change", ...who, outcome: "success" });
      return reply.code(204).send();
    },
  );
};
