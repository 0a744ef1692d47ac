/**
 * Server-side staff sessions: a random token handed to the browser, its hash stored. A session
 * ends after 30 minutes without use (sliding), 12 hours after sign-in at the latest, or at
 * sign-out: ASVS 4.0.3 V3.3.2 at level 2, for a portal that holds resumes and has no second
 * factor yet (docs/decisions/040-security-hardening.md).
 */
import type { Kysely } from "kysely";
import type { StaffUser } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { isWellFormedToken, newToken, tokenHash } from "./tokens";

const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_MAX_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reading a list is not also a write. */
const TOUCH_INTERVAL_MS = 60_000;

export interface StaffSession {
  sessionId: number;
  user: StaffUser;
  /** The account must choose a new password before anything else (security review S-13). */
  mustChangePassword: boolean;
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS).toISOString();
  await db
    .insertInto("staff_sessions")
    .values({ token_hash: tokenHash(token), user_id: userId, last_seen_at: now.toISOString(), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The live session a token belongs to, or null (malformed, unknown, revoked, idle too long, past its end). */
export async function findSession(
  db: Kysely<Database>,
  token: unknown,
  now = new Date(),
): Promise<StaffSession | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select([
      "s.id as session_id",
      "s.last_seen_at",
      "s.expires_at",
      "s.revoked_at",
      "u.id",
      "u.email",
      "u.name",
      "u.role",
      "u.must_change_password",
    ])
    .where("s.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  const nowMs = now.getTime();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= nowMs || lastSeen + SESSION_IDLE_MS <= nowMs) return null;
  if (nowMs - lastSeen >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", row.session_id)
      .execute();
  }
  return {
    sessionId: row.session_id,
    user: { id: row.id, email: row.email, name: row.name, role: row.role },
    mustChangePassword: row.must_change_password === 1,
  };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = new Date()): Promise<void> {
  await db.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("id", "=", sessionId).execute();
}

/** Ends every session of a user (after a password reset), or every one but `keepSessionId` (after a change). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  { now = new Date(), keepSessionId }: { now?: Date; keepSessionId?: number } = {},
): Promise<void> {
  await db
    .updateTable("staff_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .$if(keepSessionId !== undefined, (q) => q.where("id", "!=", keepSessionId!))
    .execute();
}

/** Deletes sessions that can no longer be used; run at sign-in, so the table stays small. */
export async function deleteDeadSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  await db
    .deleteFrom("staff_sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", idleSince),
        eb("revoked_at", "is not", null),
      ]),
    )
    .execute();
}
