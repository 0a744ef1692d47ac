/**
 * What a staff change to a lead writes on its buyer's timeline: a follow-up status change, and an
 * owner given by hand (the buyer's owner too when it had none). A lead the sales desk's job has not
 * linked yet has no buyer, and no timeline to write on.
 */
import type { Kysely, Transaction } from "kysely";
import type { StaffRef } from "#contracts/sales";
import type { Database } from "#server/db/schema";
import type { SalesLeadTable } from "./lead-intake";

export interface LeadSalesChange {
  followupStatus?: { before: string | null; after: string } | undefined;
  /** The new owner (null: nobody), or undefined when the owner is not changed. */
  ownerId?: number | null | undefined;
}

export async function applyLeadSalesChange(
  trx: Transaction<Database>,
  table: SalesLeadTable,
  leadId: number,
  change: LeadSalesChange,
  by: StaffRef | undefined,
  now = new Date(),
): Promise<void> {
  if (change.ownerId !== undefined) {
    await trx
      .updateTable(table)
      .set({ owner_id: change.ownerId, assigned_at: change.ownerId === null ? null : now.toISOString() })
      .where("id", "=", leadId)
      .execute();
  }
  const lead = await trx.selectFrom(table).select("buyer_id").where("id", "=", leadId).executeTakeFirst();
  const buyerId = lead?.buyer_id ?? null;
  if (buyerId === null) return;
  const event = { buyer_id: buyerId, at: now.toISOString(), by_id: by?.id ?? null, lead_table: table, lead_id: leadId };
  const status = change.followupStatus;
  if (status && status.before !== status.after) {
    await trx
      .insertInto("buyer_events")
      .values({
        ...event,
        type: "status",
        summary: `Status ${status.before ?? "none"} → ${status.after}`,
        details: JSON.stringify({ before: status.before, after: status.after }),
      })
      .execute();
  }
  if (change.ownerId !== undefined) {
    const owner =
      change.ownerId === null
        ? null
        : await trx.selectFrom("staff_users").select("name").where("id", "=", change.ownerId).executeTakeFirst();
    await trx
      .insertInto("buyer_events")
      .values({
        ...event,
        type: "assignment",
        summary: owner ? `By hand → ${owner.name}` : "By hand: owner removed",
        details: JSON.stringify({ ownerId: change.ownerId }),
      })
      .execute();
    if (change.ownerId !== null) {
      await trx
        .updateTable("buyers")
        .set({ owner_id: change.ownerId })
        .where("id", "=", buyerId)
        .where("owner_id", "is", null)
        .execute();
    }
  }
}

/** Whether a person may own leads: exists, active, holds sales or administrator. */
export async function mayOwnLeads(db: Kysely<Database>, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom("staff_users")
    .select(["active", "roles"])
    .where("id", "=", staffId)
    .executeTakeFirst();
  return (
    !!row &&
    Number(row.active) === 1 &&
    row.roles.split(",").some((role) => role === "sales" || role === "administrator")
  );
}

/** The owners' names of list rows (`owner_id`), as `owner_name` on each row. */
export async function withOwnerNames<Row extends Record<string, unknown>>(
  db: Kysely<Database>,
  rows: Row[],
): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.owner_id).filter((id) => id !== null && id !== undefined))].map(Number);
  if (ids.length === 0) return rows;
  const names = new Map(
    (await db.selectFrom("staff_users").select(["id", "name"]).where("id", "in", ids).execute()).map((row) => [
      Number(row.id),
      row.name,
    ]),
  );
  return rows.map((row) =>
    row.owner_id === null || row.owner_id === undefined
      ? row
      : { ...row, owner_name: names.get(Number(row.owner_id)) ?? "" },
  );
}
