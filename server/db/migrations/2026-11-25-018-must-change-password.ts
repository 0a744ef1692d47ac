/**
 * A staff account whose password was generated (the first account at start, a reset with
 * --random-password) or no longer meets the policy must choose a new one at its next sign-in
 * (security review S-13, ASVS 2.3.1). Frozen: later changes are new migrations.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("staff_users")
    .addColumn("must_change_password", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`must_change_password in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("must_change_password").execute();
}
