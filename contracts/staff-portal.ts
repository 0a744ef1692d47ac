/**
 * The staff portal's API: paths, sign-in, the three work lists, follow-up statuses and changes.
 * Shared by the server (server/routes/admin) and the admin pages (app/routes/admin).
 */
import * as z from "zod/mini";
import { leadSalesShape, ownerIdField } from "./sales";
import { spamReasonsSchema } from "./spam-reasons";
import { STAFF_ROLES } from "./staff-roles";

export const staffPaths = {
  login: "/api/auth/admin/login",
  logout: "/api/auth/admin/logout",
  /** GET: who the session belongs to ({ user }), 401 without one. */
  session: "/api/auth/admin/session",
  /** GET: messages the outbox gave up on; POST `${failedMail}/:id/resend` queues one again (S-22). */
  failedMail: "/api/admin/mail/failed",
  /** POST { currentPassword, newPassword }: 204, the session's other sessions ended. */
  password: "/api/auth/admin/password",
  applications: "/api/admin/applications",
  applicationsSpamCount: "/api/admin/applications/spam/count",
  applicationsCsv: "/api/admin/applications/export.csv",
  inquiries: "/api/inquiries",
  inquiriesSpam: "/api/inquiries/spam",
  inquiriesSpamCount: "/api/inquiries/spam/count",
  inquiriesCsv: "/api/inquiries/export.csv",
  /** GET (spam=true for the spam view). */
  catalogueRequests: "/api/form/get-submissions",
  catalogueRequestsSpamCount: "/api/form/spam/count",
  /** PATCH `/api/form/submissions/<id>`: { isSpam }. */
  catalogueRequest: "/api/form/submissions",
  catalogueRequestsCsv: "/api/form/export.csv",
  /** GET: what staff should know about the site's configuration ({ notices }). */
  notices: "/api/admin/notices",
  /** GET: the last backup of the site's data (administrators). */
  backup: "/api/admin/backup",
  /** Prefix of resume links: `/uploads/<stored file name>`. */
  uploads: "/uploads",
} as const;

/** Spec §9: the HTTP client's XSRF cookie and header. The header must echo the cookie on cookie-authenticated changes. */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** The same cookie on a site served over https: the __Host- prefix keeps other hosts of the domain from setting it. */
export const XSRF_COOKIE_HTTPS = "__Host-XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/**
 * Spec §4. The first of each list is not the default: a new application starts 'Unread' and a new
 * inquiry 'Pending', set by the column defaults of the first migration (server/db/migrations).
 */
export const APPLICATION_STATUSES = ["Unread", "Reviewed", "Shortlisted", "Interviewed", "Rejected", "Hired"] as const;
export const INQUIRY_STATUSES = ["Read", "Pending", "Contacted", "No Response"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Spec §6: how the first account is named (its role shows as 'Administrator', contracts/staff-roles.ts). */
export const STAFF_DISPLAY_NAME = "Admin User";

/** ASVS 2.1.1: the shortest staff password; the server also refuses common ones (server/modules/staff/password-policy.ts). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/** The longest search (`q`) a list accepts. */
export const LIST_SEARCH_MAX_LENGTH = 200;

/** The columns each list sorts by (`sort` query parameter), and its default sort (docs/spec.md §9). */
export const listSorts = {
  applications: {
    keys: ["id", "name", "email", "contact", "jobTitle", "followupStatus", "createdAt"],
    default: "id",
    order: "asc",
  },
  inquiries: {
    keys: ["id", "name", "email", "contactNumber", "followupStatus", "createdAt", "owner"],
    default: "id",
    order: "asc",
  },
  catalogueRequests: {
    keys: ["date", "id", "name", "email", "contactNumber", "city", "state", "productCategory", "owner"],
    default: "date",
    order: "desc",
  },
} as const;

/*
 * The answers' shapes, as schemas the server's routes declare (their JSON is checked and shaped by
 * them) and as types for the portal.
 */

export interface ListPage<Item> {
  items: Item[];
  /** Records matching the filter, across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export function listPageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

/** Something about the site's configuration staff should know, e.g. that no one is e-mailed about new leads. */
/**
 * notify-to-unset: no one is mailed about new leads (everyone). fallback-account-active: the
 * account the first start made (admin@localhost) is still active beside named administrators
 * (administrators only).
 */
export const staffNoticeSchema = z.object({
  code: z.enum(["notify-to-unset", "fallback-account-active"]),
  message: z.string(),
});
export type StaffNotice = z.output<typeof staffNoticeSchema>;

export const staffNoticesAnswerSchema = z.object({ notices: z.array(staffNoticeSchema) });
export type StaffNoticesAnswer = z.output<typeof staffNoticesAnswerSchema>;

/**
 * The site's backups as the server sees them (docs/backups.md). ok; pending: none yet, the database
 * younger than two intervals; failed: the last attempt failed; missing: none younger than two
 * intervals; elsewhere: the server takes none (PostgreSQL, backed up with pg_dump).
 */
export const backupStatusSchema = z.object({
  state: z.enum(["ok", "pending", "failed", "missing", "elsewhere"]),
  /** The newest finished backup. */
  last: z.nullable(z.object({ takenAt: z.string(), totalBytes: z.number(), files: z.number() })),
  /** The last failure, when it is newer than the last backup. */
  failure: z.nullable(z.object({ at: z.string(), message: z.string() })),
});
export type BackupStatusAnswer = z.output<typeof backupStatusSchema>;

export const spamCountSchema = z.object({ count: z.number() });
export type SpamCount = z.output<typeof spamCountSchema>;

/** `role` is the display text ('Administrator' for administrators); `roles` is what the person may use. */
export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffUser = z.output<typeof staffUserSchema>;

/**
 * A signed-in session: the token and who it is. `mustChangePassword`: the password was generated or
 * falls short of today's policy; until it is changed (staffPaths.password), every other staff route
 * answers 403 password_change_required. `twoFactorSetupRequired` (REQUIRE_2FA=on, not enrolled yet):
 * until the person turns two-factor sign-in on, only the session, sign-out, the password change and
 * the two-factor set-up answer; everything else is 403 two_factor_setup_required.
 */
export const signedInSchema = z.object({
  token: z.string(),
  user: staffUserSchema,
  mustChangePassword: z.optional(z.boolean()),
  twoFactorSetupRequired: z.optional(z.literal(true)),
});
export type SignedIn = z.output<typeof signedInSchema>;

/** The password was right; the account's code completes the sign-in (POST /api/auth/admin/login/2fa). */
const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });

export const loginAnswerSchema = z.union([signedInSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

/** GET /api/auth/admin/session */
export const sessionAnswerSchema = z.object({
  user: staffUserSchema,
  twoFactorSetupRequired: z.optional(z.literal(true)),
});

export const jobApplicationItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  qualification: z.string(),
  message: z.string(),
  jobTitle: z.string(),
  followupStatus: z.enum(APPLICATION_STATUSES),
  isSpam: z.boolean(),
  /** Why it was filed as spam, as the stored reason codes (contracts/spam-reasons.ts); empty when nothing was noticed. */
  spamReasons: spamReasonsSchema,
  createdAt: z.string(),
  /** `/uploads/<file>`, or null when there is no resume ("Not available"). */
  resumePath: z.nullable(z.string()),
  resumeOriginalName: z.nullable(z.string()),
});
export type JobApplicationItem = z.output<typeof jobApplicationItemSchema>;

export const inquiryItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  message: z.string(),
  followupStatus: z.enum(INQUIRY_STATUSES),
  isSpam: z.boolean(),
  spamReasons: spamReasonsSchema,
  /** The buyer's language: a locale code (`ru`), of the page the form was sent from (issue 25). */
  language: z.string(),
  createdAt: z.string(),
  ...leadSalesShape,
});
export type InquiryItem = z.output<typeof inquiryItemSchema>;

export const catalogueRequestItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** The buyer's language: a locale code (`ru`), of the page the form was sent from (issue 25). */
  language: z.string(),
  productCategory: z.string(),
  /** Null when none was given ("No message provided"). */
  message: z.nullable(z.string()),
  brochureLink: z.nullable(z.string()),
  pageUrl: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  isSpam: z.boolean(),
  spamReasons: spamReasonsSchema,
  /** When it was received (ISO 8601). */
  date: z.string(),
  ...leadSalesShape,
});
export type CatalogueRequestItem = z.output<typeof catalogueRequestItemSchema>;

export const staffLoginSchema = z.object({
  email: z.string({ error: "Email is required" }).check(
    z.trim(),
    z.minLength(1, "Email is required"),
    z.maxLength(254, "Email is too long"),
    // Any name@host, as the first account may be admin@localhost (security review 2, T-07).
    z.regex(/^[^\s@]+@[^\s@]+$/, "Enter an e-mail address"),
  ),
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(1024, "Password is too long")),
});

/** POST /api/auth/admin/password. The new password's rules are the server's (length, common passwords). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .check(z.minLength(1, "Enter your current password"), z.maxLength(1024, "Password is too long")),
  newPassword: z
    .string({ error: "Enter a new password" })
    .check(
      z.minLength(STAFF_PASSWORD_MIN_LENGTH, `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`),
      z.maxLength(1024, "The password can be at most 1024 characters."),
    ),
});

export const failedMailSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      sourceTable: z.nullable(z.string()),
      sourceId: z.nullable(z.number()),
      attempts: z.number(),
      lastError: z.nullable(z.string()),
      createdAt: z.string(),
      failedAt: z.string(),
    }),
  ),
});
export type FailedMailAnswer = z.output<typeof failedMailSchema>;

/** The error code of a staff route refused until the signed-in account chooses a new password. */
export const PASSWORD_CHANGE_REQUIRED = "password_change_required";
/**
 * 403 of a change that wants the password typed within the last RECENT_PASSWORD_MINUTES (user
 * management, ASVS 3.7.1): the portal asks for it (staffAccountPaths.confirmPassword) and tries again.
 */
export const PASSWORD_CONFIRMATION_REQUIRED = "password_confirmation_required";
export const RECENT_PASSWORD_MINUTES = 15;

function changeSchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z
    .object({
      followupStatus: z.optional(z.enum(statuses, { error: `followupStatus must be one of: ${statuses.join(", ")}` })),
      isSpam: z.optional(z.boolean({ error: "isSpam must be true or false" })),
    })
    .check(
      z.refine((change) => change.followupStatus !== undefined || change.isSpam !== undefined, {
        message: "Send followupStatus, isSpam or both",
        path: ["followupStatus"],
      }),
    );
}

/** PATCH /api/admin/applications/:id */
export const applicationChangeSchema = changeSchema(APPLICATION_STATUSES);
/** PATCH /api/inquiries/:id: its follow-up status, spam flag, owner (sales desk), or several. */
export const inquiryChangeSchema = z
  .object({
    followupStatus: z.optional(
      z.enum(INQUIRY_STATUSES, { error: `followupStatus must be one of: ${INQUIRY_STATUSES.join(", ")}` }),
    ),
    isSpam: z.optional(z.boolean({ error: "isSpam must be true or false" })),
    ownerId: ownerIdField,
  })
  .check(
    z.refine(
      (change) => change.followupStatus !== undefined || change.isSpam !== undefined || change.ownerId !== undefined,
      { message: "Send followupStatus, isSpam, ownerId or several", path: ["followupStatus"] },
    ),
  );
/** PATCH /api/form/submissions/:id: a catalogue request has its spam flag and its owner to change. */
export const catalogueRequestChangeSchema = z
  .object({
    isSpam: z.optional(z.boolean({ error: "isSpam must be true or false" })),
    ownerId: ownerIdField,
  })
  .check(
    z.refine((change) => change.isSpam !== undefined || change.ownerId !== undefined, {
      message: "isSpam must be true or false",
      path: ["isSpam"],
    }),
  );
export type ApplicationChange = z.output<typeof applicationChangeSchema>;
export type InquiryChange = z.output<typeof inquiryChangeSchema>;
export type CatalogueRequestChange = z.output<typeof catalogueRequestChangeSchema>;
