/**
 * A person's own account (every role): GET /api/auth/admin/account, the sessions signed in now
 * with a way to end each (the password change is in ./auth.ts), and two-factor sign-in (set-up, turning it on
 * with a first code, turning it off with the password). With REQUIRE_2FA=on a person who has not
 * set it up reaches the account and the set-up, nothing else (server/plugins/app/staff-auth.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountAnswerSchema,
  endSessionSchema,
  endedSessionsAnswerSchema,
  passwordAgainSchema,
  recoveryCodesAnswerSchema,
  staffAccountPaths,
  staffSessionsAnswerSchema,
  twoFactorCodeSchema,
  twoFactorSetupAnswerSchema,
} from "#contracts/staff-accounts";
import { HttpError } from "#server/http-error";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import {
  liveSessions,
  markPasswordConfirmed,
  revokeOwnSession,
  revokeUserSessions,
} from "#server/modules/staff/sessions";
import {
  beginSetup,
  disable,
  enable,
  mayEnrolUnderRequirement,
  recoveryCodesLeft,
} from "#server/modules/staff/two-factor";
import { staffOf } from "#server/plugins/app/staff-auth";
import { tellAccountHolder } from "./account-notice";
import { recordIdParams } from "./list-routes";
import { requirePasswordAgain } from "./password-again";

const SETUP_PASSWORD_MISSING = "Enter your password to set up two-factor sign-in.";
const ENROLMENT_LINK_REQUIRED =
  "This site requires two-factor sign-in, set up within a day of choosing your password with a link we e-mailed. Ask an administrator for a new set-password link, use it, then set up two-factor sign-in.";

/** Own account routes: any signed-in person. */
const own = { staffArea: "signedIn" } as const;
/** …and reachable before a required two-factor set-up (once the password is the person's own). */
const ownDuringSetup = { staffArea: "signedIn", beforeTwoFactorSetup: true } as const;

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    staffAccountPaths.account,
    { schema: { response: { 200: accountAnswerSchema } }, config: ownDuringSetup },
    async (request) => {
      const session = staffOf(request);
      const row = await db
        .selectFrom("staff_users")
        .select(["two_factor_enabled_at", "away_until"])
        .where("id", "=", session.user.id)
        .executeTakeFirstOrThrow();
      return {
        user: session.user,
        twoFactor: {
          enabled: row.two_factor_enabled_at !== null,
          enabledAt: row.two_factor_enabled_at,
          recoveryCodesLeft: await recoveryCodesLeft(db, session.user.id),
        },
        twoFactorRequired: app.config.requireTwoFactor,
        awayUntil: row.away_until === null ? null : new Date(row.away_until).toISOString(),
      };
    },
  );

  app.get(
    staffAccountPaths.sessions,
    { schema: { response: { 200: staffSessionsAnswerSchema } }, config: own },
    async (request) => {
      const session = staffOf(request);
      const rows = await liveSessions(db, session.user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          address: row.address,
          userAgent: row.user_agent,
          current: row.id === session.sessionId,
        })),
      };
    },
  );

  app.delete(
    staffAccountPaths.sessions,
    {
      schema: { body: passwordAgainSchema, response: { 200: endedSessionsAnswerSchema } },
      config: { ...own, invalidInput: { body: "Enter your password to end your other sessions." } },
    },
    async (request, reply) => {
      const session = staffOf(request);
      await requirePasswordAgain(request, reply, request.body.password, {
        event: "auth.session-end",
        target: "other sessions",
        missing: "Enter your password to end your other sessions.",
      });
      const ended = await revokeUserSessions(db, session.user.id, { keepSessionId: session.sessionId });
      await logSecurityEvent(request, {
        event: "auth.session-end",
        outcome: "success",
        target: "other sessions",
        details: { ended },
      });
      return { ended };
    },
  );

  app.delete(
    `${staffAccountPaths.sessions}/:id`,
    {
      schema: { params: recordIdParams, body: endSessionSchema },
      config: {
        ...own,
        invalidInput: { params: "The session id is not valid.", body: "Enter your password to end that session." },
      },
    },
    async (request, reply) => {
      const session = staffOf(request);
      if (request.params.id !== session.sessionId) {
        await requirePasswordAgain(request, reply, request.body?.password, {
          event: "auth.session-end",
          target: `session ${request.params.id}`,
          missing: "Enter your password to end a session in another browser.",
        });
      }
      if (!(await revokeOwnSession(db, session.user.id, request.params.id))) {
        throw new HttpError(404, "not_found", "You have no session with this id.");
      }
      await logSecurityEvent(request, {
        event: "auth.session-end",
        outcome: "success",
        target: `session ${request.params.id}`,
        details: { current: request.params.id === session.sessionId },
      });
      return reply.code(204).send();
    },
  );

  app.post(
    staffAccountPaths.confirmPassword,
    {
      schema: { body: passwordAgainSchema },
      config: { ...own, invalidInput: { body: "Enter your password." } },
    },
    async (request, reply) => {
      await requirePasswordAgain(request, reply, request.body.password, {
        event: "auth.password-confirm",
        missing: "Enter your password.",
      });
      await markPasswordConfirmed(db, staffOf(request).sessionId);
      await logSecurityEvent(request, { event: "auth.password-confirm", outcome: "success" });
      return reply.code(204).send();
    },
  );

  // The password again before a secret is shown (security review T-05): a stolen session alone
  // cannot put the thief's authenticator on the account. Under REQUIRE_2FA an account not yet
  // enrolled enrols only while a set-password or invitation link has opened it (decision 048), so
  // a phished password is not enough either.
  app.post(
    staffAccountPaths.twoFactorSetup,
    {
      schema: { body: passwordAgainSchema, response: { 200: twoFactorSetupAnswerSchema } },
      config: { ...ownDuringSetup, invalidInput: { body: SETUP_PASSWORD_MISSING } },
    },
    async (request, reply) => {
      const session = staffOf(request);
      if (session.twoFactorEnabled) {
        throw new HttpError(409, "conflict", "Two-factor sign-in is already on. Turn it off first to use another app.");
      }
      await requirePasswordAgain(request, reply, request.body.password, {
        event: "two-factor.enable",
        target: `user ${session.user.id}`,
        missing: SETUP_PASSWORD_MISSING,
      });
      if (app.config.requireTwoFactor && !(await mayEnrolUnderRequirement(db, session.user.id))) {
        await logSecurityEvent(request, {
          event: "two-factor.enable",
          outcome: "refused",
          target: `user ${session.user.id}`,
          details: { reason: "no enrolment link" },
        });
        throw new HttpError(403, "two_factor_link_required", ENROLMENT_LINK_REQUIRED);
      }
      return beginSetup(db, session.user);
    },
  );

  app.post(
    staffAccountPaths.twoFactorEnable,
    {
      schema: { body: twoFactorCodeSchema, response: { 200: recoveryCodesAnswerSchema } },
      config: { ...ownDuringSetup, invalidInput: { body: "Enter the six digits from your app." } },
    },
    async (request) => {
      const session = staffOf(request);
      if (session.twoFactorEnabled) throw new HttpError(409, "conflict", "Two-factor sign-in is already on.");
      const outcome = await enable(db, session.user.id, request.body.code);
      if (outcome.kind === "no-setup") {
        throw new HttpError(409, "conflict", "Start the set-up first: scan the QR code, then enter a code.");
      }
      if (outcome.kind === "wrong-code") {
        throw new HttpError(400, "invalid_input", "That code is not right. Enter the newest code from your app.", {
          code: "That code is not right",
        });
      }
      // Any other session may be the one that was stolen: from now on a sign-in needs the code.
      const ended = await revokeUserSessions(db, session.user.id, { keepSessionId: session.sessionId });
      await logSecurityEvent(request, {
        event: "two-factor.enable",
        outcome: "success",
        target: `user ${session.user.id}`,
        details: { otherSessionsEnded: ended },
      });
      await tellAccountHolder(request, session.user, "two-factor-on");
      return { recoveryCodes: outcome.recoveryCodes };
    },
  );

  app.post(
    staffAccountPaths.twoFactorDisable,
    {
      schema: { body: passwordAgainSchema },
      config: { ...own, invalidInput: { body: "Enter your password to turn two-factor sign-in off." } },
    },
    async (request, reply) => {
      const session = staffOf(request);
      if (app.config.requireTwoFactor) {
        throw new HttpError(409, "conflict", "This site requires two-factor sign-in for every staff member.");
      }
      if (!session.twoFactorEnabled) throw new HttpError(409, "conflict", "Two-factor sign-in is already off.");
      await requirePasswordAgain(request, reply, request.body.password, {
        event: "two-factor.disable",
        missing: "Enter your password to turn two-factor sign-in off.",
      });
      await disable(db, session.user.id);
      await logSecurityEvent(request, {
        event: "two-factor.disable",
        outcome: "success",
        target: `user ${session.user.id}`,
      });
      await tellAccountHolder(request, session.user, "two-factor-off");
      return reply.code(204).send();
    },
  );
};
