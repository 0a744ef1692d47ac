/**
 * The users page (administrators): GET /api/admin/users, POST (invite: the person gets a
 * single-use link, valid 72 hours, by e-mail and in the answer), PATCH /:id (roles, active; a
 * deactivation ends that person's sessions at once) and POST /:id/password-link (a new link, the
 * older ones void). Each change goes into the audit trail.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  invitationAnswerSchema,
  invitationSchema,
  passwordLinkAnswerSchema,
  staffAccountPaths,
  staffMemberChangeAnswerSchema,
  staffMemberChangeSchema,
  staffMembersAnswerSchema,
} from "#contracts/staff-accounts";
import { HttpError } from "#server/http-error";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { enqueueMessages } from "#server/modules/mail/outbox-repository";
import { type LinkPurpose, issueLink, setPasswordUrl } from "#server/modules/staff/password-links";
import { invitationMail, passwordLinkMail } from "#server/modules/staff/staff-mail";
import { officeChoices } from "#server/modules/sales/office-repository";
import { addInvitedMember, changeMember, findMember, listMembers } from "#server/modules/staff/staff-members";
import { staffOf } from "#server/plugins/app/staff-auth";
import { pendingSchedules } from "#server/modules/site-content/scheduled-publishing";
import { recordIdParams } from "./list-routes";

const staffArea = "users";
/** Giving, changing and taking away access wants the password typed in the last 15 minutes (ASVS 3.7.1). */
const recentPassword = true;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /**
   * A new link for the person, mailed through the outbox. The link comes back in the answer only
   * while mail is written to files (no SMTP_URL), where nobody else would receive it; with SMTP it
   * goes to its holder alone, so one administrator's session cannot take over another account
   * (security review 2, T-12).
   */
  async function sendLink(
    member: { id: number; email: string; name: string },
    purpose: LinkPurpose,
    invitedBy: string,
  ) {
    const link = await issueLink(db, member.id, purpose);
    const url = setPasswordUrl(app.config.publicUrl, link.token);
    const mail = purpose === "invitation" ? invitationMail(member, url, invitedBy) : passwordLinkMail(member, url);
    await enqueueMessages(db, { table: "staff_users", id: member.id }, [mail], { held: false, now: new Date() });
    app.outbox.wake();
    return { invitationUrl: app.config.smtpUrl ? null : url, expiresAt: link.expiresAt };
  }

  app.get(
    staffAccountPaths.users,
    { schema: { response: { 200: staffMembersAnswerSchema } }, config: { staffArea } },
    async () => ({
      users: await listMembers(db),
      offices: await officeChoices(db),
    }),
  );

  app.post(
    staffAccountPaths.users,
    {
      schema: { body: invitationSchema, response: { 201: invitationAnswerSchema } },
      config: { staffArea, recentPassword, invalidInput: { body: "The invitation is not complete." } },
    },
    async (request, reply) => {
      const member = await addInvitedMember(db, request.body);
      if (!member) {
        throw new HttpError(409, "conflict", "There is already an account with this e-mail.", {
          email: "There is already an account with this e-mail",
        });
      }
      const inviter = staffOf(request).user;
      const link = await sendLink(member, "invitation", inviter.name);
      await logSecurityEvent(request, {
        event: "user.invite",
        outcome: "success",
        target: `user ${member.id}`,
        details: { email: member.email, roles: member.roles },
      });
      return reply.code(201).send({ user: member, invitationUrl: link.invitationUrl });
    },
  );

  app.patch(
    `${staffAccountPaths.users}/:id`,
    {
      schema: {
        params: recordIdParams,
        body: staffMemberChangeSchema,
        response: { 200: staffMemberChangeAnswerSchema },
      },
      config: {
        staffArea,
        recentPassword,
        invalidInput: { params: "The user id is not valid.", body: "The change is not valid." },
      },
    },
    async (request) => {
      const outcome = await changeMember(db, staffOf(request).user.id, request.params.id, request.body);
      if (outcome.kind === "not-found") throw new HttpError(404, "not_found", "There is no user with this id.");
      if (outcome.kind === "refused") throw new HttpError(409, "conflict", outcome.message);
      if (outcome.kind === "unknown-office") {
        throw new HttpError(400, "invalid_input", "The change is not valid.", { office: "There is no such office." });
      }
      const { before, after } = outcome;
      const target = `user ${after.id}`;
      if (before.roles.join() !== after.roles.join()) {
        await logSecurityEvent(request, {
          event: "user.roles",
          outcome: "success",
          target,
          details: { email: after.email, before: before.roles, after: after.roles },
        });
      }
      if (before.active !== after.active) {
        await logSecurityEvent(request, {
          event: after.active ? "user.reactivate" : "user.deactivate",
          outcome: "success",
          target,
          details: { email: after.email },
        });
      }
      if (before.office !== after.office) {
        await logSecurityEvent(request, {
          event: "user.office",
          outcome: "success",
          target,
          details: { email: after.email, before: before.office, after: after.office },
        });
      }
      // What they scheduled and may no longer publish is held when its time comes (T-10): the administrator sees it now.
      const lostAccess = (before.active && !after.active) || before.roles.join() !== after.roles.join();
      return lostAccess ? { ...after, pendingSchedules: await pendingSchedules(db, after.id) } : after;
    },
  );

  app.post(
    `${staffAccountPaths.users}/:id/password-link`,
    {
      schema: { params: recordIdParams, response: { 201: passwordLinkAnswerSchema } },
      config: { staffArea, recentPassword, invalidInput: { params: "The user id is not valid." } },
    },
    async (request, reply) => {
      const member = await findMember(db, request.params.id);
      if (!member) throw new HttpError(404, "not_found", "There is no user with this id.");
      if (!member.active) throw new HttpError(409, "conflict", "This account is deactivated. Reactivate it first.");
      const purpose = member.passwordSet ? "reset" : "invitation";
      const link = await sendLink(member, purpose, staffOf(request).user.name);
      await logSecurityEvent(request, {
        event: "user.password-link",
        outcome: "success",
        target: `user ${member.id}`,
        details: { email: member.email, purpose },
      });
      return reply.code(201).send(link);
    },
  );
};
