/**
 * The audit trail of content publishing (issue 13): who published each item's current version,
 * and which published version has been recorded as live. A scheduled publish is recorded once,
 * when its time comes, by whichever process claims it first (`went_live_version` moves from
 * another value to the published version in one conditional UPDATE). Frozen: later changes are
 * new migrations. Runs on SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("content_items")
    .addColumn("published_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("content_items").addColumn("went_live_version", "integer").execute();
  // Whatever is published already was live, or is recorded when its time comes.
  await db
    .updateTable("content_items")
    .set((eb) => ({ went_live_version: eb.ref("published_version") }))
    .where("published", "is not", null)
    .where("published", "not like", '%"publishAt":%')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_items").dropColumn("went_live_version").execute();
  await db.schema.alterTable("content_items").dropColumn("published_by").execute();
}
