/** Roles as the staff_users.roles column keeps them ("sales,hr"), and a person as the API shows them. */
import type { StaffUser } from "#contracts/staff-portal";
import { STAFF_ROLES, type StaffRole, roleDisplay, sortRoles } from "#contracts/staff-roles";

const KNOWN: ReadonlySet<string> = new Set(STAFF_ROLES);

/** The roles of a stored list; anything unknown is dropped, so a bad value opens nothing. */
export function parseRoles(stored: string): StaffRole[] {
  return sortRoles(stored.split(",").filter((role) => KNOWN.has(role)));
}

export function storeRoles(roles: readonly StaffRole[]): string {
  return sortRoles(roles).join(",");
}

export function staffUserOf(row: { id: number; email: string; name: string; roles: string }): StaffUser {
  const roles = parseRoles(row.roles);
  return { id: row.id, email: row.email, name: row.name, role: roleDisplay(roles), roles };
}
