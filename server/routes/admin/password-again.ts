/**
 * The password again before what a stolen session must not be able to do (ASVS 3.3.4, 3.7.1):
 * turning two-factor sign-in off, ending a session in another browser, erasing a person. Missing,
 * it is a 400 naming the field; wrong, a 400 counted like a failed sign-in from that address and
 * recorded in the audit trail under the action it guarded; too many wrong ones, a 429.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditAction } from "#contracts/audit";
import { HttpError } from "#server/http-error";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { checkOwnPassword } from "#server/modules/staff/own-account";
import { staffOf } from "#server/plugins/app/staff-auth";

export async function requirePasswordAgain(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string | undefined,
  guarded: { event: AuditAction; target?: string; missing: string },
): Promise<void> {
  if (!password) {
    throw new HttpError(400, "invalid_input", guarded.missing, { password: "Password is required" });
  }
  const check = await checkOwnPassword(request.server.db, staffOf(request).user, password, request.clientAddress);
  if (check.kind === "right") return;
  await logSecurityEvent(request, {
    event: guarded.event,
    outcome: check.kind === "wrong" ? "failure" : "locked-out",
    ...(guarded.target ? { target: guarded.target } : {}),
  });
  if (check.kind === "throttled") {
    reply.header("retry-after", String(check.retryAfterSeconds));
    throw new HttpError(429, "too_many_requests", "Too many wrong passwords. Try again later.");
  }
  throw new HttpError(400, "invalid_input", "The password is not right.", { password: "The password is not right" });
}
