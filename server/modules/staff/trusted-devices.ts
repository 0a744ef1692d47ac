/**
 * Browsers that have signed in to an account before, known by a long-lived HttpOnly cookie.
 * They are exempt from that account's sign-in lock (login-throttle.ts), never from the
 * per-address one, and they grant nothing else: a device cookie is not a session.
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { isWellFormedToken, newToken, tokenHash } from "./tokens";

const DEVICE_LIFETIME_MS = 90 * 24 * 60 * 60_000;

/** True when `token` is a live device cookie of the account with this (lower-case) e-mail. */
export async function isTrustedDevice(
  db: Kysely<Database>,
  token: unknown,
  account: string,
  now = new Date(),
): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const row = await db
    .selectFrom("staff_devices as d")
    .innerJoin("staff_users as u", "u.id", "d.user_id")
    .select("d.id")
    .where("d.token_hash", "=", tokenHash(token))
    .where("u.email", "=", account)
    .where("d.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function trustDevice(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = newToken();
  await db
    .deleteFrom("staff_devices")
    .where("user_id", "=", userId)
    .where("expires_at", "<=", now.toISOString())
    .execute();
  await db
    .insertInto("staff_devices")
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + DEVICE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return { token, maxAgeSeconds: DEVICE_LIFETIME_MS / 1000 };
}
