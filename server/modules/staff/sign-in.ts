/**
 * Staff sign-in: throttle, verify, open a session. A wrong password and an unknown e-mail take
 * the same path and the same time (a dummy hash is verified), and get the same answer.
 */
import type { Kysely } from "kysely";
import type { StaffUser } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { findAccountByEmail, normaliseEmail } from "./accounts";
import { HashingGate } from "./hashing-gate";
import { forgetOldAttempts, forgiveAttempt, recordTrustedDeviceFailure, reserveAttempt } from "./login-throttle";
import { passwordProblem } from "./password-policy";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";
import { createSession, deleteDeadSessions } from "./sessions";
import { isTrustedDevice, trustDevice } from "./trusted-devices";

export interface SignInRequest {
  email: string;
  password: string;
  address: string;
  /** The browser's device cookie, if any. */
  deviceToken?: string | undefined;
}

export type SignInOutcome =
  | {
      kind: "signed-in";
      token: string;
      user: StaffUser;
      /** The password was generated or falls short of today's policy: it must be changed first. */
      mustChangePassword: boolean;
      device?: { token: string; maxAgeSeconds: number };
    }
  | { kind: "throttled"; retryAfterSeconds: number }
  /** This process is already checking as many passwords as it takes (security review S-04). */
  | { kind: "busy" }
  | { kind: "invalid" };

/** Two hashes at once (this machine has two cores), sixteen more waiting: a burst beyond is refused. */
const passwordChecks = new HashingGate(2, 16);

export async function signIn(db: Kysely<Database>, request: SignInRequest, now = new Date()): Promise<SignInOutcome> {
  const account = normaliseEmail(request.email);
  // A place among the password checks first: a refused burst costs no database write.
  const ticket = passwordChecks.tryEnter();
  if (!ticket) return { kind: "busy" };
  let user: Awaited<ReturnType<typeof findAccountByEmail>>;
  let trustedDevice: boolean;
  let valid: boolean;
  try {
    trustedDevice = await isTrustedDevice(db, request.deviceToken, account, now);
    const attempt = { address: request.address, account, trustedDevice };
    const reservation = await reserveAttempt(db, attempt, now);
    if (!reservation.allowed) {
      ticket.cancel();
      return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil(reservation.waitMs / 1000)) };
    }
    user = await findAccountByEmail(db, account);
    const found = user;
    valid = await ticket.run(() =>
      found ? verifyPassword(request.password, found.password_hash) : verifyAgainstDummy(request.password),
    );
  } catch (error) {
    ticket.cancel();
    throw error;
  }
  if (!user || !valid) {
    if (trustedDevice) await recordTrustedDeviceFailure(db, account, now);
    await forgetOldAttempts(db, now);
    return { kind: "invalid" };
  }

  await forgiveAttempt(db, { address: request.address, account, trustedDevice });
  await deleteDeadSessions(db, now);
  // A password set before today's policy (12 characters, not a common one) is changed at once.
  const mustChangePassword =
    user.must_change_password === 1 || passwordProblem(request.password, { email: user.email }) !== null;
  await db
    .updateTable("staff_users")
    .set({
      last_login_at: now.toISOString(),
      must_change_password: mustChangePassword ? 1 : 0,
      ...(needsRehash(user.password_hash) ? { password_hash: await hashPassword(request.password) } : {}),
    })
    .where("id", "=", user.id)
    .execute();
  const session = await createSession(db, user.id, now);
  const device = trustedDevice ? undefined : await trustDevice(db, user.id, now);
  return {
    kind: "signed-in",
    token: session.token,
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    mustChangePassword,
    ...(device ? { device } : {}),
  };
}
