/**
 * Who may use which part of the staff portal (docs/product-brief.md, "Operating the product"). The
 * one table of it: the server's gate reads a route's area from its config and refuses the others
 * (server/plugins/app/staff-auth.ts); the portal shows a section only to the roles of its area.
 * An administrator may use every area. A person holds one or more roles.
 */
import * as z from "zod/mini";

export const STAFF_ROLES = ["administrator", "sales", "hr", "marketing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How each role is named to people. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  administrator: "Administrator",
  sales: "Sales",
  hr: "HR",
  marketing: "Marketing",
};

/**
 * The areas and the roles besides administrator that may use each. `signedIn` is every staff
 * member's own things (session, account, notices); `users`, `audit`, `people`, `mail` (messages
 * the outbox gave up on) and `backups` (the state of the site's backups) are for administrators alone. The content areas gate the content
 * collections' endpoints and their photo and PDF uploads (decision 043).
 */
export const STAFF_AREAS = {
  signedIn: ["sales", "hr", "marketing"],
  inquiries: ["sales"],
  catalogueRequests: ["sales"],
  /** The sales desk's buyers and their timeline (issue 24). */
  buyers: ["sales"],
  /** The sales desk's settings and merges of buyers: administrators alone. */
  routing: [],
  applications: ["hr"],
  openings: ["hr"],
  news: ["marketing"],
  exhibitions: ["marketing"],
  galleries: ["marketing"],
  machines: ["marketing"],
  "product-lines": ["marketing"],
  users: [],
  audit: [],
  people: [],
  mail: [],
  backups: [],
  /** The sales desk's reports and dashboard; the offices' working hours are administrators'. */
  salesReports: ["sales"],
  salesOffices: [],
} as const satisfies Record<string, readonly Exclude<StaffRole, "administrator">[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export function mayUse(roles: readonly string[], area: StaffArea): boolean {
  const allowed: readonly string[] = STAFF_AREAS[area];
  return roles.some((role) => role === "administrator" || allowed.includes(role));
}

/**
 * The role as the portal shows it: 'Administrator' for administrators (docs/spec.md §2), else the
 * roles' names joined ("Sales, HR").
 */
export function roleDisplay(roles: readonly StaffRole[]): string {
  if (roles.includes("administrator")) return ROLE_LABELS.administrator;
  return roles.map((role) => ROLE_LABELS[role]).join(", ");
}

/** One or more roles, each named once. */
export const staffRolesSchema = z.array(z.enum(STAFF_ROLES, { error: `roles are ${STAFF_ROLES.join(", ")}` })).check(
  z.minLength(1, "Choose at least one role"),
  z.refine((roles) => new Set(roles).size === roles.length, "Name each role once"),
);

/** Roles in the table's order, whatever order they were given in. */
export function sortRoles(roles: Iterable<string>): StaffRole[] {
  const held = new Set(roles);
  return STAFF_ROLES.filter((role) => held.has(role));
}
