/**
 * Staff sign-in: throttle, verify, open a session. A wrong password and an unknown e-mail take
 * the same path and the same time (a dummy hash is verified), and get the same answer.
 */
import type { Kysely } from "kysely";
import type { StaffUser } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { findAccountByEmail, normaliseEmail } from "./accounts";
import { clearAccountFailures, recordFailure, throttleWait } from "./login-throttle";
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
  | { kind: "signed-in"; token: string; user: StaffUser; device?: { token: string; maxAgeSeconds: number } }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid" };

export async function signIn(db: Kysely<Database>, request: SignInRequest, now = new Date()): Promise<SignInOutcome> {
  const account = normaliseEmail(request.email);
  const trustedDevice = await isTrustedDevice(db, request.deviceToken, account, now);
  const wait = await throttleWait(db, { address: request.address, account, trustedDevice }, now);
  if (wait > 0) return { kind: "throttled", retryAfterSeconds: Math.ceil(wait / 1000) };

  const user = await findAccountByEmail(db, account);
  const valid = user
    ? await verifyPassword(request.password, user.password_hash)
    : await verifyAgainstDummy(request.password);
  if (!user || !valid) {
    await recordFailure(db, { address: request.address, account }, now);
    return { kind: "invalid" };
  }

  // A browser the lock does not hold has nothing to forgive; clearing there would hand someone
  // guessing at this account a fresh set of tries every time its owner signs in.
  if (!trustedDevice) await clearAccountFailures(db, account);
  await deleteDeadSessions(db, now);
  await db
    .updateTable("staff_users")
    .set({
      last_login_at: now.toISOString(),
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
    ...(device ? { device } : {}),
  };
}
