/**
 * The staff portal's API: paths, sign-in, the three work lists, follow-up statuses and changes.
 * Shared by the server (server/routes/admin) and the admin pages (app/routes/admin).
 */
import * as z from "zod/mini";

export const staffPaths = {
  login: "/api/auth/admin/login",
  logout: "/api/auth/admin/logout",
  /** GET: who the session belongs to ({ user }), 401 without one. */
  session: "/api/auth/admin/session",
  applications: "/api/admin/applications",
  applicationsSpamCount: "/api/admin/applications/spam/count",
  applicationsCsv: "/api/admin/applications/export.csv",
  inquiries: "/api/inquiries",
  inquiriesSpam: "/api/inquiries/spam",
  inquiriesSpamCount: "/api/inquiries/spam/count",
  inquiriesCsv: "/api/inquiries/export.csv",
  catalogueRequests: "/api/form/get-submissions",
  catalogueRequestsCsv: "/api/form/export.csv",
  /** GET: what staff should know about the site's configuration ({ notices }). */
  notices: "/api/admin/notices",
  /** Prefix of resume links: `/uploads/<stored file name>`. */
  uploads: "/uploads",
} as const;

/** Spec §9: the HTTP client's XSRF cookie and header. The header must echo the cookie on cookie-authenticated changes. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/**
 * Spec §4. The first of each list is not the default: a new application starts 'Unread' and a new
 * inquiry 'Pending', set by the column defaults of the first migration (server/db/migrations).
 */
export const APPLICATION_STATUSES = ["Unread", "Reviewed", "Shortlisted", "Interviewed", "Rejected", "Hired"] as const;
export const INQUIRY_STATUSES = ["Read", "Pending", "Contacted", "No Response"] as const;
export const APPLICATION_STATUS_DEFAULT = "Unread";
export const INQUIRY_STATUS_DEFAULT = "Pending";
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Spec §6: the one role, and how it is shown. */
export const STAFF_ROLE = "Administrator";
export const STAFF_DISPLAY_NAME = "Admin User";

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** The columns each list sorts by (`sort` query parameter), and its default sort (docs/spec.md §9). */
export const listSorts = {
  applications: {
    keys: ["id", "name", "email", "contact", "jobTitle", "followupStatus", "createdAt"],
    default: "id",
    order: "asc",
  },
  inquiries: {
    keys: ["id", "name", "email", "contactNumber", "followupStatus", "createdAt"],
    default: "id",
    order: "asc",
  },
  catalogueRequests: {
    keys: ["date", "id", "name", "email", "contactNumber", "city", "state", "productCategory"],
    default: "date",
    order: "desc",
  },
} as const;

/**
 * Query parameters of every list (all optional): q (case-insensitive substring search),
 * sort, order (asc | desc), page (from 1), pageSize (1-100, default 10), spam (true | false).
 * The CSV exports take the same ones, less page and pageSize.
 */
export interface ListParams {
  q?: string;
  sort?: string;
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
  spam?: boolean;
}

export interface ListPage<Item> {
  items: Item[];
  /** Records matching the filter, across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export interface SpamCount {
  count: number;
}

/** Something about the site's configuration staff should know, e.g. that no one is e-mailed about new leads. */
export interface StaffNotice {
  code: "notify-to-unset";
  message: string;
}

export interface StaffNoticesAnswer {
  notices: StaffNotice[];
}

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: string;
}

export interface LoginAnswer {
  token: string;
  user: StaffUser;
}

export interface JobApplicationItem {
  id: number;
  name: string;
  email: string;
  contact: string;
  qualification: string;
  message: string;
  jobTitle: string;
  followupStatus: ApplicationStatus;
  isSpam: boolean;
  createdAt: string;
  /** `/uploads/<file>`, or null when there is no resume ("Not available"). */
  resumePath: string | null;
  resumeOriginalName: string | null;
}

export interface InquiryItem {
  id: number;
  name: string;
  companyName: string;
  email: string;
  contactNumber: string;
  city: string;
  state: string;
  country: string;
  message: string;
  followupStatus: InquiryStatus;
  isSpam: boolean;
  createdAt: string;
}

export interface CatalogueRequestItem {
  id: number;
  name: string;
  companyName: string;
  email: string;
  contactNumber: string;
  city: string;
  state: string;
  country: string;
  productCategory: string;
  /** Null when none was given ("No message provided"). */
  message: string | null;
  brochureLink: string | null;
  pageUrl: string | null;
  ipAddress: string | null;
  isSpam: boolean;
  /** When it was received (ISO 8601). */
  date: string;
}

export const staffLoginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .check(z.trim(), z.minLength(1, "Email is required"), z.maxLength(254, "Email is too long")),
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(1024, "Password is too long")),
});

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
/** PATCH /api/inquiries/:id */
export const inquiryChangeSchema = changeSchema(INQUIRY_STATUSES);
export type ApplicationChange = z.output<typeof applicationChangeSchema>;
export type InquiryChange = z.output<typeof inquiryChangeSchema>;
