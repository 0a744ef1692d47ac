/**
 * Slows password guessing (docs/decisions: staff sign-in). Each attempt is counted before its
 * password is checked, and forgiven when it signs in, so only failures count and signing in never
 * locks anyone out; a success from a browser the account lock holds clears the account's count.
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
import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Database } from "#server/db/schema";
import { addressLimitKey } from "#server/modules/client-address/client-address";

const ADDRESS_LIMIT = 20;
const ADDRESS_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_FIRST_LOCK_MS = 30_000;
const ACCOUNT_MAX_LOCK_MS = 15 * 60_000;
const ACCOUNT_QUIET_RESET_MS = 60 * 60_000;
/** Rows untouched this long are deleted. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface SignInAttempt {
  /** The client address (request.clientAddress); an IPv6 client is counted by its /64. */
  address: string;
  /** The e-mail tried, lower-cased; counted whether or not such an account exists. */
  account: string;
  /** The browser holds a device cookie of this account. */
  trustedDevice: boolean;
}

const addressKey = (address: string) => `address:${addressLimitKey(address)}`;
const accountKey = (account: string) => `account:${account}`;

export type Reservation = { allowed: true } | { allowed: false; waitMs: number };

/**
 * Reserves this attempt before its password is checked (security review S-04): each key's count
 * goes up by one statement (an upsert that returns the new row), so parallel attempts are counted
 * one after another however they arrive, and on any number of processes. An attempt over a limit
 * is refused without a password check. The attempt counts as a failure until `forgiveAttempt`
 * says it succeeded.
 *
 * The address is checked first; a refused address leaves the account alone. The account's lock is
 * skipped for a browser holding the account's device cookie.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  now = new Date(),
): Promise<Reservation> {
  const address = await countAddressAttempt(db, attempt.address, now);
  if (address.failures > ADDRESS_LIMIT) {
    return { allowed: false, waitMs: Date.parse(address.window_started_at) + ADDRESS_WINDOW_MS - now.getTime() };
  }
  if (attempt.trustedDevice) return { allowed: true };
  const attemptId = randomUUID();
  const account = await countAccountAttempt(db, attempt.account, attemptId, now);
  if (account.attempt_id === attemptId) return { allowed: true };
  return { allowed: false, waitMs: Math.max(1000, Date.parse(account.locked_until ?? "") - now.getTime() || 0) };
}

/**
 * After a wrong password from a browser holding the account's device cookie (which reserved
 * nothing on the account): the account counts it all the same.
 */
export async function recordTrustedDeviceFailure(
  db: Kysely<Database>,
  account: string,
  now = new Date(),
): Promise<void> {
  await countAccountAttempt(db, account, randomUUID(), now);
}

/**
 * The reserved attempt signed in: it no longer counts against the address, and (unless the
 * browser holds the account's device cookie) the account's failures are forgotten.
 */
export async function forgiveAttempt(
  db: Kysely<Database>,
  attempt: Pick<SignInAttempt, "address" | "account" | "trustedDevice">,
): Promise<void> {
  await db
    .updateTable("login_throttle")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "=", addressKey(attempt.address))
    .where("failures", ">", 0)
    .execute();
  // A browser the lock does not hold has nothing to forgive; clearing there would hand someone
  // guessing at this account a fresh set of tries every time its owner signs in.
  if (!attempt.trustedDevice) await clearAccountFailures(db, attempt.account);
}

/** Forgets an account's failures (after a password reset). */
export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", accountKey(account)).execute();
}

/** Deletes rows untouched for a day; run now and then (at sign-in). */
export async function forgetOldAttempts(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("login_throttle")
    .where("last_failure_at", "<", new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
    .execute();
}

/**
 * The address's count in its fixed window (a new window when the last one is over). Every attempt
 * counts, refused ones too: the count only has to say "over the limit".
 */
async function countAddressAttempt(db: Kysely<Database>, address: string, now: Date) {
  const nowIso = now.toISOString();
  const stale = sql<boolean>`login_throttle.window_started_at < ${new Date(now.getTime() - ADDRESS_WINDOW_MS).toISOString()}`;
  return db
    .insertInto("login_throttle")
    .values({
      key: addressKey(address),
      failures: 1,
      window_started_at: nowIso,
      last_failure_at: nowIso,
      locked_until: null,
      attempt_id: null,
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when ${stale} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql`case when ${stale} then ${nowIso} else login_throttle.window_started_at end`,
        last_failure_at: nowIso,
      }),
    )
    .returning(["failures", "window_started_at"])
    .executeTakeFirstOrThrow();
}

/**
 * The account's count: unchanged while the account is locked (the attempt is refused, and the row
 * keeps the id of the attempt that locked it); otherwise one more, a lock set from the sixth on
 * (30 s, doubling up to 15 minutes), and this attempt's id. Counted afresh after an hour without one.
 */
async function countAccountAttempt(db: Kysely<Database>, account: string, attemptId: string, now: Date) {
  const nowIso = now.toISOString();
  const stale = sql<boolean>`login_throttle.last_failure_at < ${new Date(now.getTime() - ACCOUNT_QUIET_RESET_MS).toISOString()}`;
  const locked = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until > ${nowIso})`;
  const counted = sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`;
  const lockUntil = lockExpression(db, counted, nowIso);
  return db
    .insertInto("login_throttle")
    .values({
      key: accountKey(account),
      failures: 1,
      window_started_at: nowIso,
      last_failure_at: nowIso,
      locked_until: null,
      attempt_id: attemptId,
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when ${locked} and not ${stale} then login_throttle.failures else ${counted} end`,
        locked_until: sql`case when ${locked} and not ${stale} then login_throttle.locked_until else ${lockUntil} end`,
        window_started_at: sql`case when ${stale} then ${nowIso} else login_throttle.window_started_at end`,
        last_failure_at: sql`case when ${locked} and not ${stale} then login_throttle.last_failure_at else ${nowIso} end`,
        attempt_id: sql`case when ${locked} and not ${stale} then login_throttle.attempt_id else ${attemptId} end`,
      }),
    )
    .returning(["failures", "locked_until", "attempt_id"])
    .executeTakeFirstOrThrow();
}

/**
 * When an account with `failures` failures (this attempt included) is locked until: null up to
 * the free failures, then now + 30 s × 2^(failures − 5), at most 15 minutes. In SQL, because
 * `failures` is known only inside the upsert.
 */
function lockExpression(db: Kysely<Database>, failures: RawBuilder<number>, nowIso: string): RawBuilder<string | null> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const step = postgres
    ? sql`least(${failures} - ${ACCOUNT_FREE_FAILURES}, 10)`
    : sql`min(${failures} - ${ACCOUNT_FREE_FAILURES}, 10)`;
  const lockMs = postgres
    ? sql`least(${ACCOUNT_MAX_LOCK_MS}, ${ACCOUNT_FIRST_LOCK_MS} * (1 << ${step}))`
    : sql`min(${ACCOUNT_MAX_LOCK_MS}, ${ACCOUNT_FIRST_LOCK_MS} * (1 << ${step}))`;
  const until = postgres
    ? sql`date_trunc('milliseconds', ${nowIso}::timestamptz + ${lockMs} * interval '1 millisecond')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${nowIso}, '+' || (${lockMs} / 1000.0) || ' seconds')`;
  return sql<string | null>`case when ${failures} < ${ACCOUNT_FREE_FAILURES} then null else ${until} end`;
}
