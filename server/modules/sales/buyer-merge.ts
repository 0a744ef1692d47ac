/** Merging one buyer into another: the preview of what moves, and the merge itself. */
import type { Kysely, Transaction } from "kysely";
import type { BuyerItem, MergePreview, StaffRef } from "#contracts/sales";
import type { Database } from "#server/db/schema";
import { findBuyer } from "./buyers";
import type { SalesLeadTable } from "./lead-intake";

export type MergeRefusal = "not-found" | "same";

async function mergeCounts(db: Kysely<Database> | Transaction<Database>, otherId: number) {
  const count = async (table: SalesLeadTable | "buyer_events") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("buyer_id", "=", otherId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    inquiries: await count("inquiries"),
    catalogueRequests: await count("catalogue_requests"),
    events: await count("buyer_events"),
  };
}

/** What merging `otherId` into `buyerId` would move; a refusal when either is missing or they are one. */
export async function mergePreview(
  db: Kysely<Database>,
  buyerId: number,
  otherId: number,
): Promise<MergePreview | MergeRefusal> {
  if (buyerId === otherId) return "same";
  const [buyer, other] = await Promise.all([findBuyer(db, buyerId), findBuyer(db, otherId)]);
  if (!buyer || !other) return "not-found";
  return { buyer, other, ...(await mergeCounts(db, otherId)) };
}

/**
 * Moves every lead and event of `otherId` to `buyerId`, marks the other merged into it (its
 * address still finds this buyer for later leads) and writes a `merge` event. Nothing is deleted.
 */
export async function mergeBuyers(
  db: Kysely<Database>,
  buyerId: number,
  otherId: number,
  by: StaffRef,
  now = new Date(),
): Promise<{ moved: Omit<MergePreview, "buyer" | "other">; other: BuyerItem } | MergeRefusal> {
  if (buyerId === otherId) return "same";
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("buyers")
      .select(["id", "owner_id", "leads", "last_activity_at"])
      .where("id", "in", [buyerId, otherId])
      .where("merged_into", "is", null)
      .execute();
    const buyer = rows.find((row) => Number(row.id) === buyerId);
    const otherRow = rows.find((row) => Number(row.id) === otherId);
    const other = await findBuyer(trx, otherId);
    if (!buyer || !otherRow || !other) return "not-found" as const;
    const moved = await mergeCounts(trx, otherId);
    await trx.updateTable("inquiries").set({ buyer_id: buyerId }).where("buyer_id", "=", otherId).execute();
    await trx.updateTable("catalogue_requests").set({ buyer_id: buyerId }).where("buyer_id", "=", otherId).execute();
    await trx.updateTable("buyer_events").set({ buyer_id: buyerId }).where("buyer_id", "=", otherId).execute();
    const latest = [buyer.last_activity_at, otherRow.last_activity_at, now.toISOString()]
      .map((at) => new Date(at).toISOString())
      .sort()
      .at(-1)!;
    await trx
      .updateTable("buyers")
      .set({
        leads: Number(buyer.leads) + Number(otherRow.leads),
        owner_id: buyer.owner_id ?? otherRow.owner_id,
        last_activity_at: latest,
      })
      .where("id", "=", buyerId)
      .execute();
    await trx.updateTable("buyers").set({ merged_into: buyerId, leads: 0 }).where("id", "=", otherId).execute();
    await trx
      .insertInto("buyer_events")
      .values({
        buyer_id: buyerId,
        type: "merge",
        at: now.toISOString(),
        by_id: by.id,
        lead_table: null,
        lead_id: null,
        summary: `Merged ${other.name} <${other.email}> (buyer ${otherId}) into this buyer: ${moved.inquiries + moved.catalogueRequests} leads, ${moved.events} events moved`,
        details: JSON.stringify({ otherId, otherEmail: other.email, ...moved }),
      })
      .execute();
    return { moved, other };
  });
}
