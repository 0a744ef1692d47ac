/**
 * Opaque bearer secrets (session and device tokens): 32 random bytes, base64url. Only their
 * SHA-256 is stored, so a copy of the database does not sign anyone in.
 */
import { createHash, randomBytes } from "node:crypto";

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_FORMAT.test(value);
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The XSRF token that goes with a session: derived from the session token, so a cookie planted
 * by someone who does not hold the session can never match.
 */
export function xsrfTokenFor(sessionToken: string): string {
  return createHash("sha256").update(`xsrf:${sessionToken}`).digest("base64url");
}
