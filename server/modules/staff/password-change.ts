/**
 * A signed-in person changes their own password (ASVS 2.1.5, 2.1.6, 3.3.3): the current password
 * again, a new one the policy accepts, then every other session of the account ends. A wrong
 * current password counts as a failed sign-in from that address, so a stolen session cannot be
 * used to guess it quickly; the account lock does not apply (the session already proves the
 * owner's browser, as a device cookie does).
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { clearAccountFailures, forgiveAttempt, reserveAttempt } from "./login-throttle";
import { passwordProblem } from "./password-policy";
import { hashPassword, verifyPassword } from "./passwords";
import { revokeUserSessions, type StaffSession } from "./sessions";

export interface PasswordChangeRequest {
  session: StaffSession;
  currentPassword: string;
  newPassword: string;
  /** The client address, for the sign-in throttle. */
  address: string;
}

export type PasswordChangeOutcome =
  | { kind: "changed" }
  | { kind: "wrong-current-password" }
  | { kind: "refused"; problem: string }
  | { kind: "throttled"; retryAfterSeconds: number };

export async function changePassword(
  db: Kysely<Database>,
  { session, currentPassword, newPassword, address }: PasswordChangeRequest,
  now = new Date(),
): Promise<PasswordChangeOutcome> {
  const account = session.user.email;
  // Counted against the address before the check, as a sign-in is (the session stands for the
  // device cookie, so the account's lock does not apply), and forgiven when it is right.
  const attempt = { address, account, trustedDevice: true };
  const reservation = await reserveAttempt(db, attempt, now);
  if (!reservation.allowed) {
    return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil(reservation.waitMs / 1000)) };
  }

  const row = await db
    .selectFrom("staff_users")
    .select("password_hash")
    .where("id", "=", session.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(currentPassword, row.password_hash))) return { kind: "wrong-current-password" };
  await forgiveAttempt(db, { ...attempt, addressWindow: reservation.addressWindow });
  if (newPassword === currentPassword) {
    return { kind: "refused", problem: "The new password must differ from the current one." };
  }
  const problem = passwordProblem(newPassword, { email: account });
  if (problem) return { kind: "refused", problem };

  await db
    .updateTable("staff_users")
    .set({ password_hash: await hashPassword(newPassword), must_change_password: 0, password_expires_at: null })
    .where("id", "=", session.user.id)
    .execute();
  await revokeUserSessions(db, session.user.id, { now, keepSessionId: session.sessionId });
  await clearAccountFailures(db, account);
  return { kind: "changed" };
}
