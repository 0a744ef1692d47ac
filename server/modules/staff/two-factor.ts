/**
 * Two-factor sign-in with TOTP (RFC 6238: six digits, 30-second steps, SHA-1, as every
 * authenticator app reads them) through `otpauth`. Set-up keeps a pending secret until its first
 * code is entered; then it is the account's, and ten recovery codes are made, shown once and kept
 * only as SHA-256 hashes (about 49 random bits each, and useless without the password). A code is
 * accepted once: the step it belongs to is stored, and a code of that step or an earlier one is
 * refused, in one conditional UPDATE so two requests racing with the same code cannot both pass.
 * One step of clock drift either way is tolerated.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import { company } from "#content/company";
import { RECOVERY_CODE_COUNT } from "#contracts/staff-accounts";
import type { Database } from "#server/db/schema";

const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
/** Crockford's base32 less the look-alikes: a recovery code is read off paper and typed. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_LENGTH = 16;

function totp(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: company.name,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step the code belongs to (within one step of `now`), or null when it is no code of this secret. */
function codeStep(secret: string, code: string, now = new Date()): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, "").validate({ token, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** What a recovery code is compared by: its letters and digits in lower case, hyphens and spaces left out. */
function recoveryCodeCore(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * How a recovery code is stored: `<salt>$<SHA-256 of salt and code>`, with a random salt of its
 * own (ASVS 2.6.2). Codes stored before salts (a bare SHA-256) are still recognised.
 */
function storedRecoveryCode(code: string, salt = randomBytes(16).toString("hex")): string {
  return `${salt}$${createHash("sha256")
    .update(`${salt}:${recoveryCodeCore(code)}`)
    .digest("hex")}`;
}

function isRecoveryCode(stored: string, code: string): boolean {
  const [salt, hash] = stored.includes("$") ? stored.split("$") : [undefined, stored];
  const expected =
    salt === undefined
      ? createHash("sha256").update(recoveryCodeCore(code)).digest("hex")
      : storedRecoveryCode(code, salt).split("$")[1]!;
  return (
    hash !== undefined && hash.length === expected.length && timingSafeEqual(Buffer.from(hash), Buffer.from(expected))
  );
}

/** Sixteen letters and digits of RECOVERY_ALPHABET (about 79 bits), drawn without bias, as xxxx-xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const letters: string[] = [];
  // The largest multiple of the alphabet's size that a byte reaches: bytes above it are drawn again.
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  while (letters.length < RECOVERY_CODE_LENGTH) {
    for (const byte of randomBytes(RECOVERY_CODE_LENGTH)) {
      if (byte < limit && letters.length < RECOVERY_CODE_LENGTH)
        letters.push(RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]!);
    }
  }
  return letters.join("").match(/.{4}/g)!.join("-");
}

/**
 * How long a set-password or invitation link keeps enrolment open under REQUIRE_2FA (decision 048):
 * long enough to sign in and scan the code after choosing a password, short enough that a password
 * phished later finds it closed.
 */
const ENROLMENT_WINDOW_MS = 24 * 60 * 60_000;

export function twoFactorEnrolmentEnd(now: Date): string {
  return new Date(now.getTime() + ENROLMENT_WINDOW_MS).toISOString();
}

/**
 * Opens the account's enrolment window: the operator removed two-factor sign-in at the server
 * (`npm run admin -- remove-two-factor`), having checked who asked; under REQUIRE_2FA the person
 * must enrol again.
 */
export async function openTwoFactorEnrolment(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable("staff_users")
    .set({ two_factor_enrol_until: twoFactorEnrolmentEnd(now) })
    .where("id", "=", userId)
    .execute();
}

/** Whether the account's enrolment window (opened by a link or the first account's creation) is open now. */
export async function mayEnrolUnderRequirement(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom("staff_users")
    .select("two_factor_enrol_until")
    .where("id", "=", userId)
    .executeTakeFirst();
  const until = row?.two_factor_enrol_until;
  return until !== null && until !== undefined && new Date(until).getTime() > now.getTime();
}

/** Starts a set-up: a new secret, kept aside until a code of it is entered. */
export async function beginSetup(
  db: Kysely<Database>,
  user: { id: number; email: string },
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable("staff_users").set({ two_factor_pending_secret: secret }).where("id", "=", user.id).execute();
  return { secret, otpauthUrl: totp(secret, user.email).toString() };
}

export type EnableOutcome =
  { kind: "enabled"; recoveryCodes: string[] } | { kind: "no-setup" } | { kind: "wrong-code" };

/** Turns two-factor sign-in on with the first code of the pending secret; answers the recovery codes. */
export async function enable(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now = new Date(),
): Promise<EnableOutcome> {
  const user = await db
    .selectFrom("staff_users")
    .select(["two_factor_pending_secret"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const secret = user?.two_factor_pending_secret;
  if (!secret) return { kind: "no-setup" };
  const step = codeStep(secret, code, now);
  if (step === null) return { kind: "wrong-code" };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({
        two_factor_secret: secret,
        two_factor_pending_secret: null,
        two_factor_enabled_at: now.toISOString(),
        two_factor_last_step: step,
        two_factor_enrol_until: null,
      })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("staff_recovery_codes")
      .values(recoveryCodes.map((recovery) => ({ user_id: userId, code_hash: storedRecoveryCode(recovery) })))
      .execute();
  });
  return { kind: "enabled", recoveryCodes };
}

/** Turns two-factor sign-in off and forgets the secret and recovery codes (a person's choice, or recovery by an administrator). */
export async function disable(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({
        two_factor_secret: null,
        two_factor_pending_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
      })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  });
}

/**
 * Checks a sign-in's second factor: a code of the account's secret not used before, or an unused
 * recovery code (used up by this). Answers which it was; "reused" for a code of this secret whose
 * step is not after the last one used (the same code again, or an older one: someone who saw it,
 * or the holder signing in twice in one step; ASVS 2.8.5 has the holder told); null otherwise.
 */
export async function verifySecondFactor(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now = new Date(),
): Promise<"code" | "recovery-code" | "reused" | null> {
  const user = await db
    .selectFrom("staff_users")
    .select(["two_factor_secret"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user?.two_factor_secret) return null;
  const step = codeStep(user.two_factor_secret, code, now);
  if (step !== null) {
    const claimed = await db
      .updateTable("staff_users")
      .set({ two_factor_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("two_factor_last_step", "is", null), eb("two_factor_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0 ? "code" : "reused";
  }
  // Each code has its own salt: the account's unused codes (ten at most) are compared one by one.
  const unused = await db
    .selectFrom("staff_recovery_codes")
    .select(["id", "code_hash"])
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  const match = unused.find((row) => isRecoveryCode(row.code_hash, code));
  if (!match) return null;
  const used = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("id", "=", match.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0 ? "recovery-code" : null;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("left"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
