/** Staff sign-in, sign-out and "who am I" (POST /api/auth/admin/login, /logout, GET /session). */
import type { FastifyInstance } from "fastify";
import { type LoginAnswer, staffLoginSchema, staffPaths } from "#contracts/staff-portal";
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

export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const cookies = { secure: app.config.publicUrl.startsWith("https:") };

  app.post(staffPaths.login, async (request, reply) => {
    const parsed = staffLoginSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? "body"), issue.message]),
      );
      throw new HttpError(400, "invalid_input", "Enter your email and password.", fields);
    }
    const outcome = await signIn(db, {
      ...parsed.data,
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
    if (outcome.kind === "invalid") throw new HttpError(401, "unauthorized", INVALID_CREDENTIALS);
    setSessionCookies(reply, outcome.token, cookies);
    if (outcome.device) setDeviceCookie(reply, outcome.device, cookies);
    const answer: LoginAnswer = { token: outcome.token, user: outcome.user };
    return answer;
  });

  app.post(staffPaths.logout, { onRequest: app.requireStaff }, async (request, reply) => {
    await revokeSession(db, staffOf(request).sessionId);
    clearSessionCookies(reply, cookies);
    return reply.header("cache-control", "no-store").code(204).send();
  });

  app.get(staffPaths.session, { onRequest: app.requireStaff }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { user: staffOf(request).user };
  });
}
