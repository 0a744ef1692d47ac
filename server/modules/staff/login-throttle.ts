/**
 * Slows password guessing (docs/decisions: staff sign-in). Only failures count, so signing in
 * never locks anyone out; a success from a browser the account lock holds clears the account's count.
 *
 * - Per client address: 20 failures within 15 minutes close that address for the rest of the
 *   15 minutes, whichever accounts it tried.
 * - Per account: after 5 failures (from anywhere, counted until an hour passes without one),
 *   each further failure closes the account for 30 s, doubling up to 15 minutes. A browser that
 *   has signed in to the account before (its device cookie) is not held by this lock, so someone
 *   guessing at a colleague's account slows the guessing without shutting the colleague out.
 *
 * The counts live in the database, so several app processes share them.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "#server/db/schema";

const ADDRESS_LIMIT = 20;
const ADDRESS_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_FIRST_LOCK_MS = 30_000;
const ACCOUNT_MAX_LOCK_MS = 15 * 60_000;
const ACCOUNT_QUIET_RESET_MS = 60 * 60_000;
/** Rows untouched this long are deleted. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface SignInAttempt {
  /** The client address (request.ip). */
  address: string;
  /** The e-mail tried, lower-cased; counted whether or not such an account exists. */
  account: string;
  /** The browser holds a device cookie of this account. */
  trustedDevice: boolean;
}

const addressKey = (address: string) => `address:${address}`;
const accountKey = (account: string) => `account:${account}`;

/** Milliseconds until this attempt may be made; 0 when it may be made now. */
export async function throttleWait(db: Kysely<Database>, attempt: SignInAttempt, now = new Date()): Promise<number> {
  const keys = [addressKey(attempt.address), ...(attempt.trustedDevice ? [] : [accountKey(attempt.account)])];
  const rows = await db.selectFrom("login_throttle").select(["locked_until"]).where("key", "in", keys).execute();
  const until = Math.max(0, ...rows.map((row) => (row.locked_until ? Date.parse(row.locked_until) : 0)));
  return Math.max(0, until - now.getTime());
}

export async function recordFailure(
  db: Kysely<Database>,
  attempt: Pick<SignInAttempt, "address" | "account">,
  now = new Date(),
): Promise<void> {
  const nowMs = now.getTime();
  const address = await countFailure(
    db,
    addressKey(attempt.address),
    "window_started_at",
    nowMs - ADDRESS_WINDOW_MS,
    now,
  );
  if (address.failures >= ADDRESS_LIMIT) {
    await lock(db, addressKey(attempt.address), Date.parse(address.window_started_at) + ADDRESS_WINDOW_MS);
  }
  const account = await countFailure(
    db,
    accountKey(attempt.account),
    "last_failure_at",
    nowMs - ACCOUNT_QUIET_RESET_MS,
    now,
  );
  if (account.failures >= ACCOUNT_FREE_FAILURES) {
    const step = Math.min(account.failures - ACCOUNT_FREE_FAILURES, 10);
    await lock(
      db,
      accountKey(attempt.account),
      nowMs + Math.min(ACCOUNT_MAX_LOCK_MS, ACCOUNT_FIRST_LOCK_MS * 2 ** step),
    );
  }
  await db
    .deleteFrom("login_throttle")
    .where("last_failure_at", "<", new Date(nowMs - FORGET_AFTER_MS).toISOString())
    .execute();
}

/** Forgets an account's failures after a correct password. */
export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", accountKey(account)).execute();
}

/**
 * Adds one failure in a single statement (safe with concurrent attempts and several processes),
 * starting the count afresh when `resetColumn` is older than `resetBeforeMs`.
 */
async function countFailure(
  db: Kysely<Database>,
  key: string,
  resetColumn: "window_started_at" | "last_failure_at",
  resetBeforeMs: number,
  now: Date,
): Promise<{ failures: number; window_started_at: string }> {
  const nowIso = now.toISOString();
  const stale = sql<boolean>`login_throttle.${sql.ref(resetColumn)} < ${new Date(resetBeforeMs).toISOString()}`;
  return db
    .insertInto("login_throttle")
    .values({ key, failures: 1, window_started_at: nowIso, last_failure_at: nowIso, locked_until: null })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when ${stale} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql`case when ${stale} then ${nowIso} else login_throttle.window_started_at end`,
        locked_until: sql`case when ${stale} then null else login_throttle.locked_until end`,
        last_failure_at: nowIso,
      }),
    )
    .returning(["failures", "window_started_at"])
    .executeTakeFirstOrThrow();
}

async function lock(db: Kysely<Database>, key: string, untilMs: number): Promise<void> {
  await db
    .updateTable("login_throttle")
    .set({ locked_until: new Date(untilMs).toISOString() })
    .where("key", "=", key)
    .execute();
}
