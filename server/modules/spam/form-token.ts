/**
 * The signed form timestamp: GET /api/form-token hands a form "when it was shown", signed with a
 * key every app process shares (kept in the database), and the submission brings it back. A bot
 * that posts straight away, or forges the token, is told apart from a person who took time to type.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { loadServerSecret } from "#server/db/server-secrets";

const KEY_NAME = "form-token-key";

/** The shared signing key, created by whichever process asks first. */
export function loadFormTokenKey(db: Kysely<Database>): Promise<Buffer> {
  return loadServerSecret(db, KEY_NAME);
}

function sign(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(`form-token:${payload}`).digest("base64url");
}

/** `<issued-at, ms, base 36>.<nonce>.<signature>` */
export function issueFormToken(key: Buffer, now: number): string {
  const payload = `${now.toString(36)}.${randomBytes(6).toString("base64url")}`;
  return `${payload}.${sign(key, payload)}`;
}

export type FormTokenCheck = { status: "missing" } | { status: "invalid" } | { status: "valid"; ageMs: number };

export function checkFormToken(key: Buffer, token: unknown, now: number): FormTokenCheck {
  if (token === undefined || token === null || token === "") return { status: "missing" };
  if (typeof token !== "string" || token.length > 200) return { status: "invalid" };
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { status: "invalid" };
  const [, issued = "", nonce = "", signature = ""] = match;
  const expected = Buffer.from(sign(key, `${issued}.${nonce}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { status: "invalid" };
  return { status: "valid", ageMs: now - parseInt(issued, 36) };
}
