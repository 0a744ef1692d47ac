/**
 * The administrators' users page: the staff list, invitations, role changes, each person's sales
 * office (whose working hours count for their leads) and deactivation. An
 * invited person has no password until they follow their link. The portal always keeps one active
 * administrator, and nobody deactivates themselves or takes their own administrator role away.
 */
import type { Kysely, Selectable } from "kysely";
import type { StaffMember, StaffMemberChange } from "#contracts/staff-accounts";
import type { StaffRole } from "#contracts/staff-roles";
import type { Database, StaffUsersTable } from "#server/db/schema";
import { normaliseEmail } from "./accounts";
import { parseRoles, staffUserOf, storeRoles } from "./roles";
import { revokeUserSessions } from "./sessions";

type Row = Pick<
  Selectable<StaffUsersTable>,
  | "id"
  | "email"
  | "name"
  | "roles"
  | "active"
  | "password_hash"
  | "two_factor_enabled_at"
  | "created_at"
  | "last_login_at"
  | "office"
>;

const COLUMNS = [
  "id",
  "email",
  "name",
  "roles",
  "active",
  "password_hash",
  "two_factor_enabled_at",
  "created_at",
  "last_login_at",
  "office",
] as const;

function toMember(row: Row): StaffMember {
  return {
    ...staffUserOf(row),
    active: Number(row.active) === 1,
    twoFactor: row.two_factor_enabled_at !== null,
    passwordSet: row.password_hash !== "",
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    office: row.office,
  };
}

export async function listMembers(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom("staff_users").select(COLUMNS).orderBy("name").orderBy("id").execute();
  return rows.map(toMember);
}

export async function findMember(db: Kysely<Database>, id: number): Promise<StaffMember | null> {
  const row = await db.selectFrom("staff_users").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toMember(row) : null;
}

/** Adds an invited person without a password; null when the e-mail has an account already. */
export async function addInvitedMember(
  db: Kysely<Database>,
  input: { email: string; name: string; roles: readonly StaffRole[] },
): Promise<StaffMember | null> {
  const row = await db
    .insertInto("staff_users")
    .values({ email: normaliseEmail(input.email), name: input.name, roles: storeRoles(input.roles), password_hash: "" })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toMember(row) : null;
}

export type MemberChangeOutcome =
  | { kind: "changed"; before: StaffMember; after: StaffMember }
  | { kind: "unknown-office" }
  | { kind: "not-found" }
  | { kind: "refused"; message: string };

/** Changes roles and/or active; a deactivation ends the person's sessions at once. */
export async function changeMember(
  db: Kysely<Database>,
  actorId: number,
  id: number,
  change: StaffMemberChange,
): Promise<MemberChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await findMember(trx, id);
    if (!before) return { kind: "not-found" } as const;
    const roles = change.roles ?? before.roles;
    const active = change.active ?? before.active;
    if (id === actorId && !active)
      return { kind: "refused", message: "You cannot deactivate your own account." } as const;
    if (id === actorId && !roles.includes("administrator")) {
      return { kind: "refused", message: "You cannot take away your own administrator role." } as const;
    }
    const wasAdministrator = before.active && before.roles.includes("administrator");
    if (wasAdministrator && !(active && roles.includes("administrator")) && (await activeAdministrators(trx)) <= 1) {
      return { kind: "refused", message: "The portal needs at least one active administrator." } as const;
    }
    const office = change.office === undefined ? before.office : change.office;
    if (office !== null && office !== before.office) {
      const known = await trx.selectFrom("sales_offices").select("key").where("key", "=", office).executeTakeFirst();
      if (!known) return { kind: "unknown-office" } as const;
    }
    await trx
      .updateTable("staff_users")
      .set({ roles: storeRoles(roles), active: active ? 1 : 0, office })
      .where("id", "=", id)
      .execute();
    if (!active) await revokeUserSessions(trx, id);
    const after = (await findMember(trx, id))!;
    return { kind: "changed", before, after } as const;
  });
}

async function activeAdministrators(db: Kysely<Database>): Promise<number> {
  const rows = await db.selectFrom("staff_users").select("roles").where("active", "=", 1).execute();
  return rows.filter((row) => parseRoles(row.roles).includes("administrator")).length;
}

/** Who is told of something only administrators may act on: every active administrator with a password. */
export async function administratorRecipients(
  db: Kysely<Database>,
): Promise<{ id: number; email: string; name: string }[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "roles"])
    .where("active", "=", 1)
    .where("password_hash", "!=", "")
    .orderBy("id")
    .execute();
  return rows
    .filter((row) => parseRoles(row.roles).includes("administrator"))
    .map(({ id, email, name }) => ({ id, email, name }));
}
