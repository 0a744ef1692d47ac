/**
 * The step between a correct password and a correct second factor: a random token, its hash
 * stored, good for five minutes and five wrong codes, used once.
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { type ClientOrigin, storedUserAgent } from "./sessions";
import { isWellFormedToken, newToken, tokenHash } from "./tokens";

const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const CHALLENGE_MAX_FAILURES = 5;

export async function createChallenge(
  db: Kysely<Database>,
  userId: number,
  origin: ClientOrigin & { addressWindow: string },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.deleteFrom("staff_login_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("staff_login_challenges")
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      address: origin.address,
      user_agent: storedUserAgent(origin.userAgent),
      address_window: origin.addressWindow,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The live challenge of a token and its account, or null (unknown, used, expired, the account deactivated). */
export async function findChallenge(db: Kysely<Database>, token: unknown, now = new Date()) {
  if (!isWellFormedToken(token)) return null;
  const row = await db
    .selectFrom("staff_login_challenges as c")
    .innerJoin("staff_users as u", "u.id", "c.user_id")
    .select(["c.id", "c.user_id", "c.address", "c.address_window", "u.email", "u.active"])
    .where("c.token_hash", "=", tokenHash(token))
    .where("c.used_at", "is", null)
    .where("c.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row || Number(row.active) !== 1) return null;
  const password = row.address !== null && row.address_window !== null;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    /** The password step's count against its address, to forgive when the code is right. */
    passwordAttempt: password ? { address: row.address!, window: row.address_window! } : null,
  };
}

/** Counts a wrong code; the fifth uses the challenge up, and the password must be entered again. */
export async function failChallenge(db: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable("staff_login_challenges")
    .set((eb) => ({ failures: eb("failures", "+", 1) }))
    .where("id", "=", id)
    .execute();
  await db
    .updateTable("staff_login_challenges")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("failures", ">=", CHALLENGE_MAX_FAILURES)
    .execute();
}

/** Uses the challenge up; false when another request got there first. */
export async function consumeChallenge(db: Kysely<Database>, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("staff_login_challenges")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
