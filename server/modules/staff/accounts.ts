/**
 * Staff accounts: creation, password resets, the list, and the first account at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password printed once). E-mails are stored
 * lower-case, so sign-in ignores case.
 */
import type { Kysely } from "kysely";
import { STAFF_DISPLAY_NAME, STAFF_ROLE } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { clearAccountFailures } from "./login-throttle";
import { hashPassword, randomPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";

const MIN_PASSWORD_LENGTH = 8;
export const GENERATED_ADMIN_EMAIL = "admin@localhost";

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 1024) return "The password can be at most 1024 characters.";
  return null;
}

export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("staff_users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/** Creates an account; false when one with this e-mail exists already. */
export async function createAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; name?: string | undefined },
): Promise<boolean> {
  const result = await db
    .insertInto("staff_users")
    .values({
      email: normaliseEmail(input.email),
      name: input.name?.trim() || STAFF_DISPLAY_NAME,
      role: STAFF_ROLE,
      password_hash: await hashPassword(input.password),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sets a new password, ends the account's sessions and forgets its failed sign-ins; false when there is no such account. */
export async function resetPassword(db: Kysely<Database>, email: string, password: string): Promise<boolean> {
  const account = await findAccountByEmail(db, email);
  if (!account) return false;
  await db
    .updateTable("staff_users")
    .set({ password_hash: await hashPassword(password) })
    .where("id", "=", account.id)
    .execute();
  await revokeUserSessions(db, account.id);
  await clearAccountFailures(db, account.email);
  return true;
}

export async function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "created_at", "last_login_at"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
  }));
}

interface BootstrapConfig {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

interface BootstrapLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * At start: when no staff account exists, creates ADMIN_EMAIL with ADMIN_PASSWORD; with no
 * password (or neither variable), generates one and prints it once. Safe when several
 * processes start together: the e-mail is unique, and only the one that created it prints.
 */
export async function bootstrapAdmin(db: Kysely<Database>, config: BootstrapConfig, log: BootstrapLog): Promise<void> {
  const existing = await db.selectFrom("staff_users").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const email = normaliseEmail(config.adminEmail ?? GENERATED_ADMIN_EMAIL);
  const password = config.adminPassword ?? randomPassword();
  if (!(await createAccount(db, { email, password }))) return;
  if (config.adminPassword) {
    log.info(`Created the staff account ${email} from ADMIN_EMAIL and ADMIN_PASSWORD.`);
  } else {
    log.warn(
      `Created the staff account ${email} with the password ${password} (shown only this once). ` +
        "Sign in at /admin/login and set your own with `npm run admin -- reset-password`.",
    );
  }
}
