/**
 * Staff sign-in: throttle, verify the password, then either open a session or, for an account with
 * two-factor sign-in, hand out a challenge that a code completes. A wrong password, an unknown
 * e-mail, a deactivated account and an invitation not yet accepted take the same path and the same
 * time (a dummy hash is verified), and get the same answer. A wrong code counts against the
 * address as a wrong password does, and against the account's own count of wrong codes, which a
 * right password never clears (security review 2, T-01): the password step of such an account
 * forgives nothing until its code is right.
 */
import type { Kysely } from "kysely";
import type { StaffUser } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { findAccountByEmail, normaliseEmail } from "./accounts";
import { HashingGate } from "./hashing-gate";
import { consumeChallenge, createChallenge, failChallenge, findChallenge } from "./login-challenges";
import {
  type CodeFailure,
  clearCodeFailures,
  forgetOldAttempts,
  forgiveAddress,
  forgiveAttempt,
  recordCodeFailure,
  recordTrustedDeviceFailure,
  reserveAttempt,
  reserveCodeAttempt,
} from "./login-throttle";
import { passwordProblem } from "./password-policy";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords";
import { staffUserOf } from "./roles";
import type { AccountChange } from "./staff-mail";
import { type ClientOrigin, createSession, deleteDeadSessions } from "./sessions";
import { isTrustedDevice, trustDevice } from "./trusted-devices";
import { verifySecondFactor } from "./two-factor";

export interface SignInRequest extends ClientOrigin {
  email: string;
  password: string;
  /** The browser's device cookie, if any. */
  deviceToken?: string | undefined;
}

export interface SignedInOutcome {
  kind: "signed-in";
  token: string;
  user: StaffUser;
  /** The password was generated or falls short of today's policy: it must be changed first. */
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  device?: { token: string; maxAgeSeconds: number };
}

/** Why a sign-in failed, for the audit trail only: the person is told the same thing every time. */
export type FailureReason = "unknown-account" | "wrong-password" | "deactivated" | "no-password-yet";

export type SignInOutcome =
  | SignedInOutcome
  | { kind: "two-factor"; challenge: string; userId: number }
  | { kind: "throttled"; retryAfterSeconds: number }
  /** This process is already checking as many passwords as it takes (security review S-04). */
  | { kind: "busy" }
  | { kind: "invalid"; reason: FailureReason; userId: number | null }
  /** The right password, but a generated one left unchanged past its time (ASVS 2.3.1). */
  | { kind: "expired"; userId: number };

function failureReason(user: { active: number; password_hash: string } | undefined): FailureReason {
  if (!user) return "unknown-account";
  if (Number(user.active) !== 1) return "deactivated";
  return user.password_hash === "" ? "no-password-yet" : "wrong-password";
}

/** Two hashes at once (this machine has two cores), sixteen more waiting: a burst beyond is refused. */
const passwordChecks = new HashingGate(2, 16);

export async function signIn(db: Kysely<Database>, request: SignInRequest, now = new Date()): Promise<SignInOutcome> {
  const account = normaliseEmail(request.email);
  // A place among the password checks first: a refused burst costs no database write.
  const ticket = passwordChecks.tryEnter();
  if (!ticket) return { kind: "busy" };
  let user: Awaited<ReturnType<typeof findAccountByEmail>>;
  let trustedDevice: boolean;
  let addressWindow: string;
  let valid: boolean;
  try {
    trustedDevice = await isTrustedDevice(db, request.deviceToken, account, now);
    const attempt = { address: request.address, account, trustedDevice };
    const reservation = await reserveAttempt(db, attempt, now);
    if (!reservation.allowed) {
      ticket.cancel();
      return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil(reservation.waitMs / 1000)) };
    }
    addressWindow = reservation.addressWindow;
    user = await findAccountByEmail(db, account);
    // A deactivated account, or an invitation not accepted yet, is checked against the dummy hash.
    const usable = user && Number(user.active) === 1 && user.password_hash !== "" ? user : undefined;
    valid = await ticket.run(() =>
      usable ? verifyPassword(request.password, usable.password_hash) : verifyAgainstDummy(request.password),
    );
  } catch (error) {
    ticket.cancel();
    throw error;
  }
  if (!user || !valid) {
    if (trustedDevice) await recordTrustedDeviceFailure(db, account, now);
    await forgetOldAttempts(db, now);
    return { kind: "invalid", reason: failureReason(user), userId: user?.id ?? null };
  }

  // A right password forgives nothing on an account with two-factor sign-in: its attempt is
  // forgiven with the code, or counts as a failure (T-01).
  const twoFactor = user.two_factor_enabled_at !== null;
  if (!twoFactor) await forgiveAttempt(db, { address: request.address, account, trustedDevice, addressWindow });
  if (user.password_expires_at !== null && new Date(user.password_expires_at) <= now) {
    return { kind: "expired", userId: user.id };
  }
  // A password set before today's policy (12 characters, not a common one) is changed at once,
  // after the second step for an account with one (the flag is kept on the row until then).
  const mustChangePassword =
    user.must_change_password === 1 || passwordProblem(request.password, { email: user.email }) !== null;
  await db
    .updateTable("staff_users")
    .set({
      must_change_password: mustChangePassword ? 1 : 0,
      ...(needsRehash(user.password_hash) ? { password_hash: await hashPassword(request.password) } : {}),
    })
    .where("id", "=", user.id)
    .execute();
  if (twoFactor) {
    const challenge = await createChallenge(db, user.id, { ...request, addressWindow }, now);
    return { kind: "two-factor", challenge, userId: user.id };
  }
  return openSession(
    db,
    { ...user, must_change_password: mustChangePassword ? 1 : 0 },
    { trustedDevice, origin: request },
    now,
  );
}

export interface SecondFactorRequest extends ClientOrigin {
  challenge: string;
  code: string;
  deviceToken?: string | undefined;
}

export type SecondFactorOutcome =
  | (SignedInOutcome & { method: "code" | "recovery-code" })
  | { kind: "no-challenge" }
  | { kind: "throttled"; retryAfterSeconds: number; user: { id: number; email: string } }
  | {
      kind: "wrong-code";
      user: { id: number; email: string };
      /** A right code of a step already used (ASVS 2.8.5). */
      reused: boolean;
      /**
       * What the holder is told: a used code tried again, or the wrong codes that just locked or
       * held the account. Whoever typed them knows the password (T-01).
       */
      notice: AccountChange | null;
    };

const CODE_NOTICES: Record<NonNullable<CodeFailure["notice"]>, AccountChange> = {
  locked: "two-factor-codes-wrong",
  held: "two-factor-held",
};

/** Thrown inside the second step's transaction to undo taking the challenge. */
class WrongCode extends Error {
  constructor(readonly reused: boolean) {
    super("wrong second-factor code");
  }
}

/** The second step: a code of the account's app, or one of its recovery codes. */
export async function completeSignIn(
  db: Kysely<Database>,
  request: SecondFactorRequest,
  now = new Date(),
): Promise<SecondFactorOutcome> {
  const challenge = await findChallenge(db, request.challenge, now);
  if (!challenge) return { kind: "no-challenge" };
  const user = { id: challenge.userId, email: challenge.email };
  const trustedDevice = await isTrustedDevice(db, request.deviceToken, challenge.email, now);
  // A code is reserved before the check, against the address and the account's wrong codes, and
  // forgiven when it is right.
  const attempt = { address: request.address, account: challenge.email, trustedDevice };
  const reservation = await reserveCodeAttempt(db, attempt, now);
  if (!reservation.allowed) {
    return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil(reservation.waitMs / 1000)), user };
  }

  // The challenge is taken before the code is spent, in one transaction: of two requests racing on
  // one challenge, the second waits for the first and finds it taken, its code (a recovery code,
  // say) unspent. A wrong code rolls the taking back.
  const checked = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await consumeChallenge(trx, challenge.id, now))) return "taken" as const;
      const method = await verifySecondFactor(trx, challenge.userId, request.code, now);
      if (!method || method === "reused") throw new WrongCode(method === "reused");
      return method;
    })
    .catch((error: unknown) => {
      if (error instanceof WrongCode) return error;
      throw error;
    });
  if (checked === "taken") return { kind: "no-challenge" };
  if (checked instanceof WrongCode) {
    const failure = reservation.failure ?? (await recordCodeFailure(db, challenge.email, now));
    await failChallenge(db, challenge.id, now);
    const notice = checked.reused ? "two-factor-code-reused" : failure.notice && CODE_NOTICES[failure.notice];
    return { kind: "wrong-code", user, reused: checked.reused, notice };
  }
  const method = checked;
  // The code proves the holder: the sign-in's password and code are forgiven, the wrong codes forgotten.
  await forgiveAttempt(db, { ...attempt, addressWindow: reservation.addressWindow });
  if (challenge.passwordAttempt) {
    await forgiveAddress(db, challenge.passwordAttempt.address, challenge.passwordAttempt.window);
  }
  await clearCodeFailures(db, challenge.email);
  const row = await db
    .selectFrom("staff_users")
    .selectAll()
    .where("id", "=", challenge.userId)
    .executeTakeFirstOrThrow();
  return { ...(await openSession(db, row, { trustedDevice, origin: request }, now)), method };
}

async function openSession(
  db: Kysely<Database>,
  user: {
    id: number;
    email: string;
    name: string;
    roles: string;
    two_factor_enabled_at: string | null;
    must_change_password: number;
  },
  { trustedDevice, origin }: { trustedDevice: boolean; origin: ClientOrigin },
  now: Date,
): Promise<SignedInOutcome> {
  await deleteDeadSessions(db, now);
  await db.updateTable("staff_users").set({ last_login_at: now.toISOString() }).where("id", "=", user.id).execute();
  const session = await createSession(db, user.id, origin, now);
  const device = trustedDevice ? undefined : await trustDevice(db, user.id, now);
  return {
    kind: "signed-in",
    token: session.token,
    user: staffUserOf(user),
    mustChangePassword: user.must_change_password === 1,
    twoFactorEnabled: user.two_factor_enabled_at !== null,
    ...(device ? { device } : {}),
  };
}
