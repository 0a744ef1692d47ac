/**
 * Staff accounts in the portal (docs/product-brief.md, "Operating the product"): the users page of
 * administrators (invitations, roles, deactivation, set-password links), the public page that
 * accepts an invitation, a person's own account (password, sessions, two-factor sign-in) and the
 * second step of a two-factor sign-in. Shared by the server and the portal.
 */
import * as z from "zod/mini";
import { signedInSchema, staffUserSchema } from "./staff-portal";
import { staffRolesSchema } from "./staff-roles";

export const staffAccountPaths = {
  /** POST { challenge, code } → { token, user }: the second step of a two-factor sign-in. */
  loginTwoFactor: "/api/auth/admin/login/2fa",
  /** POST { token } → who the link is for; 404 when it is used, expired or unknown. */
  invitationCheck: "/api/auth/admin/invitations/check",
  /** POST { token, password } → { email }: sets the password; the link is then used up. */
  invitationAccept: "/api/auth/admin/invitations/accept",
  /** GET: the signed-in person's account and two-factor state. */
  account: "/api/auth/admin/account",
  /** GET: the person's sessions signed in now; DELETE …/:id ends one; DELETE with the password ends every other one. */
  sessions: "/api/auth/admin/sessions",
  /** POST { password } → 204: the password typed again, for the changes that want it recent. */
  confirmPassword: "/api/auth/admin/confirm-password",
  twoFactorSetup: "/api/auth/admin/2fa/setup",
  twoFactorEnable: "/api/auth/admin/2fa/enable",
  twoFactorDisable: "/api/auth/admin/2fa/disable",
  /** GET, POST (invite); PATCH …/:id; POST …/:id/password-link. */
  users: "/api/admin/users",
} as const;

/** Where an invitation or a set-password link leads: the token travels in the fragment, never to a server log. */
export const SET_PASSWORD_PAGE = "/admin/set-password";
export const INVITATION_LIFETIME_HOURS = 72;
/** A generated password (the first account, a reset by `npm run admin --random-password`) works this long unchanged. */
export const GENERATED_PASSWORD_LIFETIME_HOURS = 72;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const token = (what: string) =>
  z.string({ error: `${what} is required` }).check(z.regex(TOKEN, `This ${what} is not valid`));

const email = z
  .string({ error: "Email is required" })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, "Email is required"),
    z.maxLength(254, "Email is too long"),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter an e-mail address"),
  );
const name = z
  .string({ error: "Name is required" })
  .check(
    z.trim(),
    z.minLength(1, "Name is required"),
    z.maxLength(100, "Name is too long"),
    z.regex(/^[^\u0000-\u001f\u007f]*$/, "Name must be one line"),
  );
/** A password as typed: present and not absurdly long (what a new one must be is the server's policy). */
export const enteredPassword = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .check(z.minLength(1, `${what} is required`), z.maxLength(1024, `${what} is too long`));

/**
 * A six-digit code from the app (spaces allowed) or a recovery code: xxxx-xxxx-xxxx-xxxx, or the
 * xxxxx-xxxxx of the codes given out before 2026-11-26 (hyphens optional).
 */
const code = z
  .string({ error: "Enter the code" })
  .check(
    z.trim(),
    z.minLength(1, "Enter the code"),
    z.maxLength(24, "The code is too long"),
    z.regex(
      /^(\d[\d ]{4,8}\d|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}|[A-Za-z0-9]{4}(-?[A-Za-z0-9]{4}){3})$/,
      "Enter the six digits from the app, or a recovery code",
    ),
  );

export const staffMemberSchema = z.object({
  ...staffUserSchema.shape,
  active: z.boolean(),
  twoFactor: z.boolean(),
  /** False until the person has chosen a password (an invitation not yet accepted). */
  passwordSet: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  /** The sales office whose working hours count for their leads; null: the export desk's. */
  office: z.nullable(z.string()),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** An office a person can be placed in (its hours: GET /api/admin/offices). */
const officeChoiceSchema = z.object({ key: z.string(), name: z.string() });
export type OfficeChoice = z.output<typeof officeChoiceSchema>;

export const staffMembersAnswerSchema = z.object({
  users: z.array(staffMemberSchema),
  offices: z.array(officeChoiceSchema),
});
export type StaffMembersAnswer = z.output<typeof staffMembersAnswerSchema>;

/** POST /api/admin/users */
export const invitationSchema = z.object({ email, name, roles: staffRolesSchema });

/** `invitationUrl` is null when the link was mailed through SMTP: then only its holder receives it. */
export const invitationAnswerSchema = z.object({ user: staffMemberSchema, invitationUrl: z.nullable(z.string()) });
export type InvitationAnswer = z.output<typeof invitationAnswerSchema>;

/** PATCH /api/admin/users/:id */
export const staffMemberChangeSchema = z
  .object({
    roles: z.optional(staffRolesSchema),
    active: z.optional(z.boolean({ error: "active must be true or false" })),
    /** An office's key, or null for the export desk's hours. */
    office: z.optional(z.nullable(z.string().check(z.maxLength(40, "office is an office's key")))),
  })
  .check(
    z.refine((change) => change.roles !== undefined || change.active !== undefined || change.office !== undefined, {
      message: "Send roles, active or office",
      path: ["roles"],
    }),
  );
export type StaffMemberChange = z.output<typeof staffMemberChangeSchema>;

/**
 * A publish the person scheduled that has not gone live yet. Listed in the answer to their
 * deactivation or a change of their roles: when its time comes it is held, not published, if they
 * may no longer publish it (security review 2, T-10).
 */
const pendingScheduleSchema = z.object({
  collection: z.string(),
  id: z.number(),
  title: z.string(),
  publishAt: z.nullable(z.string()),
});
export type PendingSchedule = z.output<typeof pendingScheduleSchema>;

/** The answer to PATCH /api/admin/users/:id: the person as changed, and their pending schedules when they lost access. */
export const staffMemberChangeAnswerSchema = z.object({
  ...staffMemberSchema.shape,
  pendingSchedules: z.optional(z.array(pendingScheduleSchema)),
});

/** POST /api/admin/users/:id/password-link */
export const passwordLinkAnswerSchema = z.object({ invitationUrl: z.nullable(z.string()), expiresAt: z.string() });

export const invitationCheckSchema = z.object({ token: token("link") });
export const invitationDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** An invitation (no password yet) or a new set-password link. */
  purpose: z.enum(["invitation", "reset"]),
});
export type InvitationDetails = z.output<typeof invitationDetailsSchema>;

export const invitationAcceptSchema = z.object({ token: token("link"), password: enteredPassword("Password") });
export const invitationAcceptedSchema = z.object({ email: z.string() });

export const loginTwoFactorSchema = z.object({ challenge: token("sign-in"), code });
export const loginTwoFactorAnswerSchema = signedInSchema;

export const staffSessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  address: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The session this request came with. */
  current: z.boolean(),
});
export type StaffSessionItem = z.output<typeof staffSessionSchema>;
export const staffSessionsAnswerSchema = z.object({ sessions: z.array(staffSessionSchema) });

export const accountAnswerSchema = z.object({
  user: staffUserSchema,
  twoFactor: z.object({
    enabled: z.boolean(),
    enabledAt: z.nullable(z.string()),
    recoveryCodesLeft: z.number(),
  }),
  /** REQUIRE_2FA=on: two-factor sign-in cannot be turned off. */
  twoFactorRequired: z.boolean(),
  /** Sales desk: on leave until then (routing skips the person), or null. */
  awayUntil: z.optional(z.nullable(z.string())),
});
export type AccountAnswer = z.output<typeof accountAnswerSchema>;

export const twoFactorSetupAnswerSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.output<typeof twoFactorSetupAnswerSchema>;
export const twoFactorCodeSchema = z.object({ code });
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** The person's own password typed again: turning two-factor sign-in off, ending every other session, confirming it for user management. */
export const passwordAgainSchema = z.object({ password: enteredPassword("Password") });

/**
 * Ending a session in another browser, or every other one, asks for the password again (ASVS
 * 3.3.4): whoever holds a stolen session cannot shut its owner out. Signing out of this browser
 * needs none.
 */
export const endSessionSchema = z.optional(z.object({ password: z.optional(enteredPassword("Password")) }));
export const endedSessionsAnswerSchema = z.object({ ended: z.number() });

export const RECOVERY_CODE_COUNT = 10;
