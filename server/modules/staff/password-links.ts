/**
 * Invitations and set-password links: a random token (only its hash stored) that lets one person
 * choose a password once, within 72 hours. A new link for a person voids their older ones.
 */
import type { Kysely } from "kysely";
import { INVITATION_LIFETIME_HOURS, SET_PASSWORD_PAGE } from "#contracts/staff-accounts";
import type { Database } from "#server/db/schema";
import { clearAccountFailures } from "./login-throttle";
import { hashPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";
import { isWellFormedToken, newToken, tokenHash } from "./tokens";
import { twoFactorEnrolmentEnd } from "./two-factor";

const LINK_LIFETIME_MS = INVITATION_LIFETIME_HOURS * 60 * 60_000;

export type LinkPurpose = "invitation" | "reset";

/** The page a link opens, with its token in the fragment. */
export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${SET_PASSWORD_PAGE}#token=${token}`;
}

export async function issueLink(
  db: Kysely<Database>,
  userId: number,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_password_links")
      .set({ used_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("staff_password_links")
      .values({ token_hash: tokenHash(token), user_id: userId, purpose, expires_at: expiresAt })
      .execute();
  });
  return { token, expiresAt };
}

/** Who a live link is for; null when it is unknown, used, expired, or its account deactivated. */
export async function findLink(db: Kysely<Database>, token: unknown, now = new Date()) {
  if (!isWellFormedToken(token)) return null;
  const row = await db
    .selectFrom("staff_password_links as l")
    .innerJoin("staff_users as u", "u.id", "l.user_id")
    .select(["l.id", "l.purpose", "u.id as user_id", "u.email", "u.name", "u.active"])
    .where("l.token_hash", "=", tokenHash(token))
    .where("l.used_at", "is", null)
    .where("l.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row || Number(row.active) !== 1) return null;
  return { id: row.id, purpose: row.purpose, userId: row.user_id, email: row.email, name: row.name };
}

/**
 * Uses the link up and sets the password: the person's sessions end and their failed sign-ins are
 * forgotten. False when another request used the link first.
 */
export async function useLink(
  db: Kysely<Database>,
  link: { id: number; userId: number; email: string },
  password: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const used = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("staff_password_links")
      .set({ used_at: now.toISOString() })
      .where("id", "=", link.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await trx
      .updateTable("staff_users")
      .set({
        password_hash: passwordHash,
        must_change_password: 0,
        password_expires_at: null,
        // Only the holder of the mailed link gets here: under REQUIRE_2FA, enrolment opens (decision 048).
        two_factor_enrol_until: twoFactorEnrolmentEnd(now),
      })
      .where("id", "=", link.userId)
      .execute();
    return true;
  });
  if (!used) return false;
  await revokeUserSessions(db, link.userId, { now });
  await clearAccountFailures(db, link.email);
  return true;
}
