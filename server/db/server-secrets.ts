/**
 * Keys every app process shares, kept in the database (`server_secrets`): made by whichever process
 * asks first, read by the others, so several processes sign and check alike.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The key named `name` (32 random bytes), created if there is none yet. */
export async function loadServerSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  await db
    .insertInto("server_secrets")
    .values({ name, value: randomBytes(32).toString("base64") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}
