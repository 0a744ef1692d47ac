/**
 * Slows password and code guessing (docs/decisions: staff sign-in). Each attempt is counted before
 * it is checked, and forgiven when it signs in, so only failures count and signing in never locks
 * anyone out; a success from a browser the account lock holds clears the account's count.
 *
 * - Per client address: 20 failures within 15 minutes close that address for the rest of the
 *   15 minutes, whichever accounts it tried.
 * - Per account, passwords: after 5 failures (from anywhere, counted until an hour passes without
 *   one), each further failure closes the account for 30 s, doubling up to 15 minutes.
 * - Per account, second-factor codes (security review 2, T-01): a count of their own, which no
 *   password clears, only a right code (or an administrator's new password for the account). The
 *   fifth wrong code closes the account for 30 s, each further one doubles that, and the tenth
 *   within a day holds it until a code succeeds from a browser that has signed in to it before,
 *   or an administrator acts. A right password on an account with two-factor sign-in forgives
 *   nothing until its code is right.
 *
 * A browser that has signed in to the account before (its device cookie) is not held by the
 * account's locks, so someone guessing at a colleague's account slows the guessing without
 * shutting the colleague out; its failures still count. The counts live in the database, so
 * several app processes share them.
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
/** Wrong codes within a day that hold the account until a right code from a trusted browser. */
const CODE_HOLD_FAILURES = 10;
const CODE_QUIET_RESET_MS = 24 * 60 * 60_000;
/** Wrong codes at which the holder is mailed: the first lock, and the hold. */
const CODE_NOTICE_FAILURES = [ACCOUNT_FREE_FAILURES, CODE_HOLD_FAILURES];
/** A held account's lock: no date, in effect (released by clearing the row). */
const HELD_UNTIL = "9999-12-31T23:59:59.999Z";
/** The longest wait a refusal names, held accounts included. */
const MAX_NAMED_WAIT_MS = 60 * 60_000;
/** Rows untouched this long are deleted, unless they hold an account. */
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
const codeKey = (account: string) => `second-factor:${account}`;

export type Reservation =
  | {
      allowed: true;
      /** When the address's window that counted this attempt began: forgiving it touches only that window. */
      addressWindow: string;
    }
  | { allowed: false; waitMs: number };

/** A wrong second-factor code, counted: how many the account has now, and whether this one was counted. */
export interface CodeFailure {
  failures: number;
  /** The holder is to be told: the account was just locked for the first time, or held. */
  notice: "locked" | "held" | null;
}

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
  const allowed = await reserveAddress(db, attempt.address, now);
  if (!allowed.allowed || attempt.trustedDevice) return allowed;
  // An account closed to codes is closed to its password too: a password that is known would
  // otherwise open a fresh challenge after every lock.
  const codes = await db
    .selectFrom("login_throttle")
    .select("locked_until")
    .where("key", "=", codeKey(attempt.account))
    .where("locked_until", ">", now.toISOString())
    .executeTakeFirst();
  if (codes) return refusal(codes.locked_until, now);
  const attemptId = randomUUID();
  const account = await countLockedAttempt(db, accountKey(attempt.account), attemptId, PASSWORDS, now);
  if (account.attempt_id === attemptId) return allowed;
  return refusal(account.locked_until, now);
}

/**
 * Reserves a second-factor code before it is checked: counted against the address as a password
 * is, and against the account's count of wrong codes, which a password never clears. A browser
 * holding the account's device cookie is not held by that count (its wrong codes are counted by
 * `recordCodeFailure`).
 */
export async function reserveCodeAttempt(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  now = new Date(),
): Promise<Reservation & { failure?: CodeFailure }> {
  const allowed = await reserveAddress(db, attempt.address, now);
  if (!allowed.allowed || attempt.trustedDevice) return allowed;
  const attemptId = randomUUID();
  const codes = await countLockedAttempt(db, codeKey(attempt.account), attemptId, CODES, now);
  if (codes.attempt_id !== attemptId) return refusal(codes.locked_until, now);
  // Counted as wrong until the code proves right; what the holder is told if it is wrong.
  return { ...allowed, failure: codeFailure(codes.failures) };
}

/** Counts the attempt against its address: refused past the limit, else allowed in the window that counted it. */
async function reserveAddress(db: Kysely<Database>, address: string, now: Date): Promise<Reservation> {
  const counted = await countAddressAttempt(db, address, now);
  if (counted.failures > ADDRESS_LIMIT) {
    return { allowed: false, waitMs: Date.parse(counted.window_started_at) + ADDRESS_WINDOW_MS - now.getTime() };
  }
  return { allowed: true, addressWindow: counted.window_started_at };
}

/** A wrong code from a browser holding the account's device cookie (which reserved nothing on the account). */
export async function recordCodeFailure(db: Kysely<Database>, account: string, now = new Date()): Promise<CodeFailure> {
  const attemptId = randomUUID();
  const codes = await countLockedAttempt(db, codeKey(account), attemptId, CODES, now);
  // Not counted while the account is locked: nothing new to tell.
  return codes.attempt_id === attemptId ? codeFailure(codes.failures) : { failures: codes.failures, notice: null };
}

function codeFailure(failures: number): CodeFailure {
  if (!CODE_NOTICE_FAILURES.includes(failures)) return { failures, notice: null };
  return { failures, notice: failures >= CODE_HOLD_FAILURES ? "held" : "locked" };
}

function refusal(lockedUntil: string | null, now: Date): Reservation {
  const waitMs = Date.parse(lockedUntil ?? "") - now.getTime() || 0;
  return { allowed: false, waitMs: Math.min(MAX_NAMED_WAIT_MS, Math.max(1000, waitMs)) };
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
  await countLockedAttempt(db, accountKey(account), randomUUID(), PASSWORDS, now);
}

/**
 * The reserved attempt signed in: it no longer counts against the address (taken off the window
 * that counted it, never off a later one), and (unless the browser holds the account's device
 * cookie) the account's password failures are forgotten. For an account with two-factor sign-in
 * this is called only once its code is right (`forgiveAddress` then forgives the password step).
 */
export async function forgiveAttempt(
  db: Kysely<Database>,
  attempt: Pick<SignInAttempt, "address" | "account" | "trustedDevice"> & { addressWindow: string },
): Promise<void> {
  await forgiveAddress(db, attempt.address, attempt.addressWindow);
  // A browser the lock does not hold has nothing to forgive; clearing there would hand someone
  // guessing at this account a fresh set of tries every time its owner signs in.
  if (!attempt.trustedDevice) await clearPasswordFailures(db, attempt.account);
}

/** Takes one attempt off an address's count, if the window that counted it is still the current one. */
export async function forgiveAddress(db: Kysely<Database>, address: string, window: string): Promise<void> {
  await db
    .updateTable("login_throttle")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "=", addressKey(address))
    .where("window_started_at", "=", window)
    .where("failures", ">", 0)
    .execute();
}

/** A right second-factor code: the account's wrong codes are forgotten, and a hold released. */
export async function clearCodeFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", codeKey(account)).execute();
}

async function clearPasswordFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", accountKey(account)).execute();
}

/**
 * Forgets an account's failures, passwords and codes alike: after a new password set by the holder
 * (signed in, so past the second step), from an administrator's link or by `npm run admin`.
 */
export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db
    .deleteFrom("login_throttle")
    .where("key", "in", [accountKey(account), codeKey(account)])
    .execute();
}

/** Deletes rows untouched for a day, unless they still lock something; run now and then (at sign-in). */
export async function forgetOldAttempts(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("login_throttle")
    .where("last_failure_at", "<", new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now.toISOString())]))
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

/** How an account's count locks it: after how many failures, for how long, and when it is counted afresh. */
interface LockPolicy {
  /** The failure (this attempt included) that sets the first lock. */
  lockFrom: number;
  /** From this many failures on, held until cleared (none for passwords). */
  holdAt: number | null;
  /** Counted afresh after this long without a failure, unless still locked. */
  quietResetMs: number;
}

const PASSWORDS: LockPolicy = { lockFrom: ACCOUNT_FREE_FAILURES, holdAt: null, quietResetMs: ACCOUNT_QUIET_RESET_MS };
const CODES: LockPolicy = {
  lockFrom: ACCOUNT_FREE_FAILURES,
  holdAt: CODE_HOLD_FAILURES,
  quietResetMs: CODE_QUIET_RESET_MS,
};

/**
 * An account's count: unchanged while the account is locked (the attempt is refused, and the row
 * keeps the id of the attempt that locked it); otherwise one more, a lock set from the fifth
 * failure on (30 s, doubling up to 15 minutes, or held), and this attempt's id. Counted afresh after
 * a quiet spell without one, when no lock is left.
 */
async function countLockedAttempt(db: Kysely<Database>, key: string, attemptId: string, policy: LockPolicy, now: Date) {
  const nowIso = now.toISOString();
  const locked = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until > ${nowIso})`;
  const stale = sql<boolean>`(login_throttle.last_failure_at < ${new Date(now.getTime() - policy.quietResetMs).toISOString()} and not ${locked})`;
  const counted = sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`;
  const lockUntil = lockExpression(db, counted, nowIso, policy);
  return db
    .insertInto("login_throttle")
    .values({
      key,
      failures: 1,
      window_started_at: nowIso,
      last_failure_at: nowIso,
      locked_until: null,
      attempt_id: attemptId,
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`case when ${locked} then login_throttle.failures else ${counted} end`,
        locked_until: sql`case when ${locked} then login_throttle.locked_until else ${lockUntil} end`,
        window_started_at: sql`case when ${stale} then ${nowIso} else login_throttle.window_started_at end`,
        last_failure_at: sql`case when ${locked} then login_throttle.last_failure_at else ${nowIso} end`,
        attempt_id: sql`case when ${locked} then login_throttle.attempt_id else ${attemptId} end`,
      }),
    )
    .returning(["failures", "locked_until", "attempt_id"])
    .executeTakeFirstOrThrow();
}

/**
 * When an account with `failures` failures (this attempt included) is locked until: null below
 * the policy's `lockFrom` (5), then now + 30 s × 2^(failures − 5), at most 15 minutes, or held from
 * its `holdAt`. In SQL, because `failures` is known only inside the upsert.
 */
function lockExpression(
  db: Kysely<Database>,
  failures: RawBuilder<number>,
  nowIso: string,
  policy: LockPolicy,
): RawBuilder<string | null> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const least = postgres ? sql`least` : sql`min`;
  const step = sql`${least}(${failures} - ${policy.lockFrom}, 10)`;
  const lockMs = sql`${least}(${ACCOUNT_MAX_LOCK_MS}, ${ACCOUNT_FIRST_LOCK_MS} * (1 << ${step}))`;
  const until = postgres
    ? sql`date_trunc('milliseconds', ${nowIso}::timestamptz + ${lockMs} * interval '1 millisecond')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${nowIso}, '+' || (${lockMs} / 1000.0) || ' seconds')`;
  const held = policy.holdAt === null ? sql`false` : sql`${failures} >= ${policy.holdAt}`;
  const heldUntil = postgres ? sql`${HELD_UNTIL}::timestamptz` : sql`${HELD_UNTIL}`;
  return sql<
    string | null
  >`case when ${failures} < ${policy.lockFrom} then null when ${held} then ${heldUntil} else ${until} end`;
}
