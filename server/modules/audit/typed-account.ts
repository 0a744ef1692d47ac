/**
 * What the audit trail keeps of an e-mail typed at sign-in that names no account
 * (security review 2, T-07): never the text, which may be a password typed into the wrong box or
 * a message meant for the administrators, but "unknown " and the first 16 hex digits of
 * HMAC-SHA-256 over it in lower case, under a key the database keeps (as person-reference.ts does
 * for data subjects). The same text always gives the same reference, so repeated tries of one
 * address still show, and an administrator who searches the trail for an address finds them.
 */
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { loadServerSecret } from "#server/db/server-secrets";

const KEY_NAME = "typed-account-key";

export type TypedAccountReference = (typed: string) => string;

/** The reference function under the shared key (made by whichever process asks first). */
export async function loadTypedAccountReference(db: Kysely<Database>): Promise<TypedAccountReference> {
  const key = await loadServerSecret(db, KEY_NAME);
  return (typed) => {
    const digest = createHmac("sha256", key).update(`sign-in:${typed.trim().toLowerCase()}`).digest("hex");
    return `unknown ${digest.slice(0, 16)}`;
  };
}
