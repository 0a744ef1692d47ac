/**
 * Staff accounts: creation, password resets, the list, and the first account at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password printed once). E-mails are stored
 * lower-case, so sign-in ignores case.
 */
import type { Kysely } from "kysely";
import { GENERATED_PASSWORD_LIFETIME_HOURS } from "#contracts/staff-accounts";
import { STAFF_DISPLAY_NAME } from "#contracts/staff-portal";
import { type StaffRole, roleDisplay } from "#contracts/staff-roles";
import type { Database } from "#server/db/schema";
import { clearAccountFailures } from "./login-throttle";
import { hashPassword, randomPassword } from "./passwords";
import { parseRoles, storeRoles } from "./roles";
import { revokeUserSessions } from "./sessions";

export const GENERATED_ADMIN_EMAIL = "admin@localhost";

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  role: string;
  active: boolean;
  twoFactor: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("staff_users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/** When a generated password set at `now` stops working (ASVS 2.3.1). */
function generatedPasswordExpiry(now: Date): string {
  return new Date(now.getTime() + GENERATED_PASSWORD_LIFETIME_HOURS * 3_600_000).toISOString();
}

/**
 * Creates an account (an administrator unless roles are given); false when one with this e-mail
 * exists already. `mustChangePassword` for a generated password: the first sign-in then has to
 * choose a new one, within GENERATED_PASSWORD_LIFETIME_HOURS.
 */
export async function createAccount(
  db: Kysely<Database>,
  input: {
    email: string;
    password: string;
    name?: string | undefined;
    roles?: readonly StaffRole[] | undefined;
    mustChangePassword?: boolean;
  },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto("staff_users")
    .values({
      email: normaliseEmail(input.email),
      name: input.name?.trim() || STAFF_DISPLAY_NAME,
      roles: storeRoles(input.roles ?? ["administrator"]),
      password_hash: await hashPassword(input.password),
      must_change_password: input.mustChangePassword ? 1 : 0,
      password_expires_at: input.mustChangePassword ? generatedPasswordExpiry(now) : null,
      // The first account's password is the operator's own: it may enrol under REQUIRE_2FA (decision 048).
      two_factor_enrol_until: generatedPasswordExpiry(now),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Sets a new password, ends the account's sessions and forgets its failed sign-ins; false when
 * there is no such account. A generated password (`mustChangePassword`) has to be changed at the
 * next sign-in, within GENERATED_PASSWORD_LIFETIME_HOURS.
 */
export async function resetPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
  { mustChangePassword = false, now = new Date() }: { mustChangePassword?: boolean; now?: Date } = {},
): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account) return false;
  await db
    .updateTable("staff_users")
    .set({
      password_hash: await hashPassword(password),
      must_change_password: mustChangePassword ? 1 : 0,
      password_expires_at: mustChangePassword ? generatedPasswordExpiry(now) : null,
    })
    .where("id", "=", account.id)
    .execute();
  await revokeUserSessions(db, account.id);
  await clearAccountFailures(db, account.email);
  return true;
}

export async function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "roles", "active", "two_factor_enabled_at", "created_at", "last_login_at"])
    .orderBy("id")
    .execute();
  return rows.map((r) => {
    const roles = parseRoles(r.roles);
    return {
      id: r.id,
      email: r.email,
      name: r.name,
      roles,
      role: roleDisplay(roles),
      active: Number(r.active) === 1,
      twoFactor: r.two_factor_enabled_at !== null,
      createdAt: r.created_at,
      lastLoginAt: r.last_login_at,
    };
  });
}

/** Sets an account's roles; false when there is no such account. */
export async function setRoles(db: Kysely<Database>, email: string, roles: readonly StaffRole[]): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ roles: storeRoles(roles) })
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deactivates (ending its sessions) or reactivates an account; false when there is no such account. */
export async function setActive(db: Kysely<Database>, email: string, active: boolean): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account) return false;
  await db
    .updateTable("staff_users")
    .set({ active: active ? 1 : 0 })
    .where("id", "=", account.id)
    .execute();
  if (!active) await revokeUserSessions(db, account.id);
  return true;
}

interface BootstrapConfig {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

interface BootstrapLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Where a generated password is shown: the terminal or standard error, never the structured log. */
export type SecretOutput = (text: string) => void;

const toStandardError: SecretOutput = (text) => void process.stderr.write(text);

/**
 * At start: when no staff account exists, creates ADMIN_EMAIL with ADMIN_PASSWORD; with no
 * password (or neither variable), generates one, prints it once to standard error (log pipelines
 * ship and keep the structured log; security review S-13) and marks it for change at the first
 * sign-in. Safe when several processes start together: the e-mail is unique, and only the one
 * that created it prints.
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  config: BootstrapConfig,
  log: BootstrapLog,
  showSecret: SecretOutput = toStandardError,
): Promise<void> {
  const existing = await db.selectFrom("staff_users").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const email = normaliseEmail(config.adminEmail ?? GENERATED_ADMIN_EMAIL);
  const generated = config.adminPassword === undefined;
  const password = config.adminPassword ?? randomPassword();
  if (!(await createAccount(db, { email, password, mustChangePassword: generated }))) return;
  if (!generated) {
    log.info(`Created the staff account ${email} from ADMIN_EMAIL and ADMIN_PASSWORD.`);
    return;
  }
  log.warn(
    `Created the staff account ${email} with a generated password, printed once on the server's standard error ` +
      `(not in this log). The first sign-in at /admin/login, within ${GENERATED_PASSWORD_LIFETIME_HOURS} hours, asks for a new one.`,
  );
  showSecret(
    `\nStaff account ${email}, first password (shown only this once; you choose a new one at the first sign-in, ` +
      `within ${GENERATED_PASSWORD_LIFETIME_HOURS} hours):\n` +
      `  ${password}\n\n`,
  );
}
