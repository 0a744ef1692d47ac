/**
 * Staff passwords, hashed with scrypt (memory-hard, in node:crypto, no native add-on). The
 * parameters travel in the stored string, so they can be raised later and old hashes still
 * verify (and are re-hashed at the next sign-in):  scrypt$ln=15,r=8,p=3$<salt>$<hash>  (base64).
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

interface ScryptParams {
  /** log2 of the cost N. */
  ln: number;
  r: number;
  p: number;
}

/**
 * OWASP's minimum for scrypt in the form that keeps memory low: N=2^15, r=8, p=3 is listed as
 * equivalent to N=2^17, r=8, p=1 (Password Storage Cheat Sheet). The three lanes run one after
 * another, so a hash takes 32 MiB (2^15 × 8 × 128 bytes) and three times the work of p=1, about
 * 180 ms of one core here; four sign-ins at once on the libuv pool then hold 128 MiB, not 512 MiB.
 */
const CURRENT: ScryptParams = { ln: 15, r: 8, p: 3 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams, keyBytes: number): Promise<Buffer> {
  const N = 2 ** ln;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyBytes, { N, r, p, maxmem: 256 * N * r * p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT, KEY_BYTES);
  return `scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = FORMAT.exec(encoded);
  if (!match) return null;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Bounds keep a corrupted row from asking for gigabytes.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 4) return null;
  const key = Buffer.from(match[5]!, "base64");
  if (key.length < 16) return null;
  return { params, salt: Buffer.from(match[4]!, "base64"), key };
}

/** True when the password matches; false for a wrong password or an unreadable hash. Constant-time compare. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored) return false;
  const key = await derive(password, stored.salt, stored.params, stored.key.length);
  return timingSafeEqual(key, stored.key);
}

/** Work (N·r·p) and memory (N·r) of a parameter set, in the units the cheat sheet compares. */
const work = ({ ln, r, p }: ScryptParams) => 2 ** ln * r * p;
const memory = ({ ln, r }: ScryptParams) => 2 ** ln * r;

/** True when the hash was made with less work or less memory than today's parameters. */
export function needsRehash(encoded: string): boolean {
  const stored = parse(encoded);
  return !stored || work(stored.params) < work(CURRENT) || memory(stored.params) < memory(CURRENT);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower than the rest. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64"));
  await dummyHash;
}

/**
 * Spends the same time as verifying a real account's password, for a sign-in with an unknown
 * e-mail, so the answer's timing does not tell whether the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await prepareDummyHash();
  await verifyPassword(password, await dummyHash!);
  return false;
}

/** A password for a generated account: 24 characters from 18 random bytes. */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}
