/** A person named without their address: what the audit trail keeps of a person's export or erasure. */
import { createHmac } from "node:crypto";

/**
 * "person " and the first 16 hex digits of HMAC-SHA-256 over the address in lower case (as the
 * lists match it), under a key the database keeps: the same address always gives the same
 * reference, and without the key a reference cannot be turned back into an address by guessing.
 */
export function personReference(key: Buffer, email: string): string {
  const digest = createHmac("sha256", key).update(`person:${email.toLowerCase()}`).digest("hex");
  return `person ${digest.slice(0, 16)}`;
}
