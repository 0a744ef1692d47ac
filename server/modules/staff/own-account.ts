/**
 * The password again, for what a signed-in person must prove themselves for beyond changing the
 * password (that is ./password-change.ts): turning two-factor sign-in off, ending a session in
 * another browser, erasing a person (server/routes/admin/password-again.ts). As there, a wrong
 * password counts as a failed sign-in from that address, so an open session left behind does not
 * let anyone guess at the password; the account lock does not apply (the session proves the owner).
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { forgiveAttempt, reserveAttempt } from "./login-throttle";
import { verifyPassword } from "./passwords";

export type PasswordCheck = { kind: "right" } | { kind: "wrong" } | { kind: "throttled"; retryAfterSeconds: number };

export async function checkOwnPassword(
  db: Kysely<Database>,
  user: { id: number; email: string },
  password: string,
  address: string,
  now = new Date(),
): Promise<PasswordCheck> {
  const attempt = { address, account: user.email, trustedDevice: true };
  const reservation = await reserveAttempt(db, attempt, now);
  if (!reservation.allowed) {
    return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil(reservation.waitMs / 1000)) };
  }
  const row = await db.selectFrom("staff_users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
  if (!row || !(await verifyPassword(password, row.password_hash))) return { kind: "wrong" };
  await forgiveAttempt(db, { ...attempt, addressWindow: reservation.addressWindow });
  return { kind: "right" };
}
