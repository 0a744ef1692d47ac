/**
 * Staff sign-in and what surrounds it: POST /api/auth/admin/login (and its second step, /login/2fa,
 * for accounts with two-factor sign-in), /logout, GET /session, the password change (/password),
 * and the public side of invitations and set-password links (/invitations/check,
 * /invitations/accept). Every sign-in, failed or not, every sign-out and every password change or
 * set is a security event and an audit entry (logSecurityEvent).
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  invitationAcceptSchema,
  invitationAcceptedSchema,
  invitationCheckSchema,
  invitationDetailsSchema,
  loginTwoFactorAnswerSchema,
  loginTwoFactorSchema,
  staffAccountPaths,
} from "#contracts/staff-accounts";
import {
  loginAnswerSchema,
  passwordChangeSchema,
  sessionAnswerSchema,
  staffLoginSchema,
  staffPaths,
} from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import { firstOfRepeats } from "#server/modules/security-events/first-of-repeats";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { loadTypedAccountReference } from "#server/modules/audit/typed-account";
import { findAccountByEmail, normaliseEmail } from "#server/modules/staff/accounts";
import { changePassword } from "#server/modules/staff/password-change";
import { findLink, useLink } from "#server/modules/staff/password-links";
import { passwordProblem } from "#server/modules/staff/password-policy";
import { revokeSession } from "#server/modules/staff/sessions";
import { findMember } from "#server/modules/staff/staff-members";
import { type SignedInOutcome, completeSignIn, signIn } from "#server/modules/staff/sign-in";
import {
  clearSessionCookies,
  deviceTokenOf,
  mustSetUpTwoFactor,
  setDeviceCookie,
  setSessionCookies,
  staffOf,
} from "#server/plugins/app/staff-auth";
import { tellAccountHolder } from "./account-notice";

const INVALID_CREDENTIALS = "Invalid email or password";

function tooManyTries(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  reply.header("retry-after", String(retryAfterSeconds));
  return new HttpError(
    429,
    "too_many_requests",
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** Routes of a person's own session: open while the password must change and before a required two-factor set-up. */
const ownSession = { staffArea: "signedIn", passwordChange: true, beforeTwoFactorSetup: true } as const;

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const cookies = { secure: app.config.publicUrl.startsWith("https:") };
  const lockOuts = firstOfRepeats();
  const typedAccount = await loadTypedAccountReference(db);

  /** How the trail names whoever tried to sign in: the account's address, or a reference to what was typed. */
  async function accountNamed(typed: string, accountId: number | null): Promise<string> {
    const known = accountId !== null || (await findAccountByEmail(db, typed)) !== undefined;
    return known ? normaliseEmail(typed) : typedAccount(typed);
  }

  /** Sets the cookies of a new session and shapes the answer. */
  function signedIn(reply: FastifyReply, outcome: SignedInOutcome) {
    setSessionCookies(reply, outcome.token, cookies);
    if (outcome.device) setDeviceCookie(reply, outcome.device, cookies);
    const setupRequired = mustSetUpTwoFactor(app.config.requireTwoFactor, outcome);
    return {
      token: outcome.token,
      user: outcome.user,
      ...(outcome.mustChangePassword ? { mustChangePassword: true } : {}),
      ...(setupRequired ? { twoFactorSetupRequired: true as const } : {}),
    };
  }

  app.post(
    staffPaths.login,
    {
      schema: { body: staffLoginSchema, response: { 200: loginAnswerSchema } },
      config: { invalidInput: { body: "Enter your email and password." } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await signIn(db, {
        ...request.body,
        address: request.clientAddress,
        userAgent: request.headers["user-agent"],
        deviceToken: deviceTokenOf(request, cookies),
      });
      const accountId = "userId" in outcome ? outcome.userId : null;
      // The log line names the address typed (rotated with the log); the trail, which nobody can
      // change, only the reference of one that names no account.
      const who = {
        account: normaliseEmail(request.body.email),
        accountId,
        trailAccount: await accountNamed(request.body.email, accountId),
      };
      if (outcome.kind === "throttled") {
        // One audit row per lock-out (of this account from this address); its repeats are logged only.
        const store = lockOuts.isFirst(
          `${who.account}|${request.clientAddress}`,
          Date.now() + outcome.retryAfterSeconds * 1000,
        );
        await logSecurityEvent(request, { event: "auth.sign-in", ...who, outcome: "locked-out", store });
        throw tooManyTries(reply, outcome.retryAfterSeconds);
      }
      if (outcome.kind === "busy") {
        // Logged only: a burst refused here must cost no database write.
        await logSecurityEvent(request, {
          event: "auth.sign-in",
          ...who,
          outcome: "refused",
          details: { busy: true },
          store: false,
        });
        reply.header("retry-after", "1");
        throw new HttpError(429, "too_many_requests", "Too many sign-ins at once. Please try again in a moment.");
      }
      if (outcome.kind === "invalid") {
        await logSecurityEvent(request, {
          event: "auth.sign-in",
          ...who,
          outcome: "failure",
          details: { reason: outcome.reason },
        });
        throw new HttpError(401, "unauthorized", INVALID_CREDENTIALS);
      }
      if (outcome.kind === "expired") {
        // Told only to whoever typed the right password: it was generated and has run out unchanged.
        await logSecurityEvent(request, {
          event: "auth.sign-in",
          ...who,
          outcome: "refused",
          details: { reason: "generated-password-expired" },
        });
        throw new HttpError(
          401,
          "unauthorized",
          "This first password has run out. Ask an administrator of the staff portal for a link to set your own.",
        );
      }
      // The password was right; the sign-in is recorded when the second step completes or fails.
      if (outcome.kind === "two-factor") return { twoFactorRequired: true as const, challenge: outcome.challenge };
      await logSecurityEvent(request, {
        event: "auth.sign-in",
        account: outcome.user.email,
        accountId: outcome.user.id,
        outcome: "success",
        details: { twoFactor: false, mustChangePassword: outcome.mustChangePassword },
      });
      return signedIn(reply, outcome);
    },
  );

  app.post(
    staffAccountPaths.loginTwoFactor,
    {
      schema: { body: loginTwoFactorSchema, response: { 200: loginTwoFactorAnswerSchema } },
      config: { invalidInput: { body: "Enter the six digits from your app, or a recovery code." } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await completeSignIn(db, {
        ...request.body,
        address: request.clientAddress,
        userAgent: request.headers["user-agent"],
        deviceToken: deviceTokenOf(request, cookies),
      });
      if (outcome.kind === "no-challenge") {
        throw new HttpError(401, "unauthorized", "This sign-in has expired. Enter your email and password again.");
      }
      if (outcome.kind === "throttled") {
        await logSecurityEvent(request, {
          event: "auth.sign-in",
          account: outcome.user.email,
          accountId: outcome.user.id,
          outcome: "locked-out",
          details: { step: "two-factor" },
          store: lockOuts.isFirst(
            `${outcome.user.email}|${request.clientAddress}`,
            Date.now() + outcome.retryAfterSeconds * 1000,
          ),
        });
        throw tooManyTries(reply, outcome.retryAfterSeconds);
      }
      if (outcome.kind === "wrong-code") {
        await logSecurityEvent(request, {
          event: "auth.sign-in",
          account: outcome.user.email,
          accountId: outcome.user.id,
          outcome: "failure",
          details: { reason: outcome.reused ? "reused-code" : "wrong-code", step: "two-factor" },
        });
        if (outcome.notice) {
          const holder = await findMember(db, outcome.user.id);
          if (holder) await tellAccountHolder(request, holder, outcome.notice);
        }
        // Told apart from a wrong code only in the trail and the holder's mail, not to whoever typed it.
        throw new HttpError(401, "unauthorized", "That code is not right. Try the newest code from your app.");
      }
      await logSecurityEvent(request, {
        event: "auth.sign-in",
        account: outcome.user.email,
        accountId: outcome.user.id,
        outcome: "success",
        details: { twoFactor: outcome.method, mustChangePassword: outcome.mustChangePassword },
      });
      return signedIn(reply, outcome);
    },
  );

  app.post(staffPaths.logout, { onRequest: app.requireStaff, config: ownSession }, async (request, reply) => {
    await revokeSession(db, staffOf(request).sessionId);
    await logSecurityEvent(request, { event: "auth.sign-out", outcome: "success" });
    clearSessionCookies(reply, cookies);
    return reply.header("cache-control", "no-store").code(204).send();
  });

  app.get(
    staffPaths.session,
    { onRequest: app.requireStaff, schema: { response: { 200: sessionAnswerSchema } }, config: ownSession },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = staffOf(request);
      const setupRequired = mustSetUpTwoFactor(app.config.requireTwoFactor, session);
      return { user: session.user, ...(setupRequired ? { twoFactorSetupRequired: true as const } : {}) };
    },
  );

  app.post(
    staffPaths.password,
    {
      onRequest: app.requireStaff,
      schema: { body: passwordChangeSchema },
      config: { ...ownSession, invalidInput: { body: "Enter your current password and a new one." } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await changePassword(db, {
        session: staffOf(request),
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        address: request.clientAddress,
      });
      if (outcome.kind === "throttled") {
        await logSecurityEvent(request, { event: "auth.password-change", outcome: "locked-out" });
        throw tooManyTries(reply, outcome.retryAfterSeconds);
      }
      if (outcome.kind === "wrong-current-password") {
        await logSecurityEvent(request, { event: "auth.password-change", outcome: "failure" });
        const message = "The current password is not right.";
        throw new HttpError(400, "invalid_input", message, { currentPassword: message });
      }
      if (outcome.kind === "refused") {
        await logSecurityEvent(request, { event: "auth.password-change", outcome: "refused" });
        throw new HttpError(400, "invalid_input", outcome.problem, { newPassword: outcome.problem });
      }
      await logSecurityEvent(request, { event: "auth.password-change", outcome: "success" });
      await tellAccountHolder(request, staffOf(request).user, "password-changed");
      return reply.code(204).send();
    },
  );

  const linkGone = () =>
    new HttpError(
      404,
      "not_found",
      "This link has been used or has run out. Ask an administrator of the staff portal for a new one.",
    );

  app.post(
    staffAccountPaths.invitationCheck,
    {
      schema: { body: invitationCheckSchema, response: { 200: invitationDetailsSchema } },
      config: { invalidInput: { body: "This link is not complete. Open it again from the e-mail." } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const link = await findLink(db, request.body.token);
      if (!link) throw linkGone();
      return { email: link.email, name: link.name, purpose: link.purpose };
    },
  );

  app.post(
    staffAccountPaths.invitationAccept,
    {
      schema: { body: invitationAcceptSchema, response: { 200: invitationAcceptedSchema } },
      config: { invalidInput: { body: "Choose a password." } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const link = await findLink(db, request.body.token);
      if (!link) throw linkGone();
      const problem = passwordProblem(request.body.password, { email: link.email });
      if (problem) throw new HttpError(400, "invalid_input", problem, { password: problem });
      if (!(await useLink(db, link, request.body.password))) throw linkGone();
      await logSecurityEvent(request, {
        event: "auth.password-set",
        account: link.email,
        accountId: link.userId,
        outcome: "success",
        target: `user ${link.userId}`,
        details: { purpose: link.purpose },
      });
      // Choosing the first password from an invitation changes nothing the person had before.
      if (link.purpose === "reset") {
        await tellAccountHolder(
          request,
          { id: link.userId, email: link.email, name: link.name },
          "password-set-from-link",
        );
      }
      return { email: link.email };
    },
  );
};
