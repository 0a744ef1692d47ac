/**
 * Server-side staff sessions: a random token handed to the browser, its hash stored. A session
 * ends after 30 minutes without use (sliding), 12 hours after sign-in at the latest, or at
 * sign-out: ASVS 4.0.3 V3.3.2 at level 2, for a portal that holds resumes and has no second
 * factor then (docs/decisions/040-security-hardening.md); two-factor sign-in (042) leaves them as they are.
 */
import type { Kysely } from "kysely";
import type { StaffUser } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { staffUserOf } from "./roles";
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
  /** The account signs in with a second factor. */
  twoFactorEnabled: boolean;
  /** When the password was last typed in this session: at sign-in, or confirmed since (ms). */
  passwordTypedAt: number;
}

/** Where a session or a sign-in comes from, as the server saw it. */
export interface ClientOrigin {
  address: string;
  userAgent: string | undefined;
}

/** A user agent as stored: one line, at most 300 characters. */
export function storedUserAgent(userAgent: string | undefined): string | null {
  const line = userAgent?.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  return line ? line.slice(0, 300) : null;
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  origin: ClientOrigin,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS).toISOString();
  await db
    .insertInto("staff_sessions")
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
      address: origin.address,
      user_agent: storedUserAgent(origin.userAgent),
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The live session a token belongs to, or null (malformed, unknown, revoked, idle too long, past
 * its end, or its account deactivated).
 */
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
      "s.created_at",
      "s.password_confirmed_at",
      "s.last_seen_at",
      "s.expires_at",
      "s.revoked_at",
      "u.id",
      "u.email",
      "u.name",
      "u.roles",
      "u.active",
      "u.two_factor_enabled_at",
      "u.must_change_password",
    ])
    .where("s.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || Number(row.active) !== 1) return null;
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
    user: staffUserOf(row),
    mustChangePassword: row.must_change_password === 1,
    twoFactorEnabled: row.two_factor_enabled_at !== null,
    passwordTypedAt: Date.parse(row.password_confirmed_at ?? row.created_at),
  };
}

/** The password was typed again in this session just now. */
export async function markPasswordConfirmed(db: Kysely<Database>, sessionId: number, now = new Date()): Promise<void> {
  await db
    .updateTable("staff_sessions")
    .set({ password_confirmed_at: now.toISOString() })
    .where("id", "=", sessionId)
    .execute();
}

/** A person's live sessions, the most recently used first. */
export async function liveSessions(db: Kysely<Database>, userId: number, now = new Date()) {
  return db
    .selectFrom("staff_sessions")
    .select(["id", "created_at", "last_seen_at", "address", "user_agent"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Ends one of a person's sessions; false when it is not theirs or has ended already. */
export async function revokeOwnSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("staff_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = new Date()): Promise<void> {
  await db.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("id", "=", sessionId).execute();
}

/**
 * Ends every session of a user (a password reset, a deactivation), or every one but `keepSessionId`
 * (after a change, or asked for on the account page); answers how many ended.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  { now = new Date(), keepSessionId }: { now?: Date; keepSessionId?: number } = {},
): Promise<number> {
  const result = await db
    .updateTable("staff_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .$if(keepSessionId !== undefined, (q) => q.where("id", "!=", keepSessionId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
