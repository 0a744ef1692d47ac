/**
 * The sales desk's job finds the leads it has still to link through `<table>_unlinked` (migration
 * 027), which held every row without a buyer, spam included. Spam is never linked, so it stayed in
 * the index for good, and each run (every few seconds) stepped over all of it to reach the few
 * rows it wants: under a flood of spam, kept for the retention period, that grows without end. The
 * index now holds the rows the job reads, non-spam without a buyer; a record marked "not spam"
 * enters it and is linked. Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, sql } from "kysely";

const leadTables = ["inquiries", "catalogue_requests"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) {
    await db.schema.dropIndex(`${table}_unlinked`).execute();
    await db.schema
      .createIndex(`${table}_unlinked`)
      .on(table)
      .column("id")
      .where(sql<boolean>`buyer_id is null and is_spam = 0`)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) {
    await db.schema.dropIndex(`${table}_unlinked`).execute();
    await db.schema
      .createIndex(`${table}_unlinked`)
      .on(table)
      .column("id")
      .where(sql.ref("buyer_id"), "is", null)
      .execute();
  }
}
