/**
 * One buyer as staff see it: the buyer, its timeline (newest first, a page at a time), the buyers
 * that may be the same (number or domain), and owners changed by hand. With buyer-list.ts and
 * buyer-merge.ts, the only SQL of buyers besides the sales desk's job (lead-intake.ts).
 */
import type { Kysely, Transaction } from "kysely";
import type { BuyerEvent, BuyerItem, StaffRef } from "#contracts/sales";
import type { Database } from "#server/db/schema";

const TIMELINE_PAGE = 100;

export type BuyerRow = {
  id: number;
  name: string;
  email: string;
  company_name: string;
  country: string;
  state: string;
  contact_number: string;
  owner_id: number | null;
  owner_name: string | null;
  leads: number;
  created_at: string;
  last_activity_at: string;
};

export function buyerColumns() {
  return [
    "buyers.id",
    "buyers.name",
    "buyers.email",
    "buyers.company_name",
    "buyers.country",
    "buyers.state",
    "buyers.contact_number",
    "buyers.owner_id",
    "owner.name as owner_name",
    "buyers.leads",
    "buyers.created_at",
    "buyers.last_activity_at",
  ] as const;
}

export function toBuyerItem(row: BuyerRow): BuyerItem {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    companyName: row.company_name,
    country: row.country,
    state: row.state,
    contactNumber: row.contact_number,
    owner: row.owner_id === null ? null : { id: Number(row.owner_id), name: row.owner_name ?? "" },
    leads: Number(row.leads),
    createdAt: String(row.created_at),
    lastActivityAt: String(row.last_activity_at),
  };
}

export async function findBuyer(db: Kysely<Database>, id: number): Promise<BuyerItem | null> {
  const row = await db
    .selectFrom("buyers")
    .leftJoin("staff_users as owner", "owner.id", "buyers.owner_id")
    .select(buyerColumns())
    .where("buyers.id", "=", id)
    .where("buyers.merged_into", "is", null)
    .executeTakeFirst();
  return row ? toBuyerItem(row as BuyerRow) : null;
}

/** A merged-away buyer's id answers with the one it was merged into. */
export async function mergedInto(db: Kysely<Database>, id: number): Promise<number | null> {
  const row = await db.selectFrom("buyers").select("merged_into").where("id", "=", id).executeTakeFirst();
  return row?.merged_into ?? null;
}

/** A page of the timeline, newest first, older than `before` (`<at>_<id>` of the last event seen). */
export async function timeline(
  db: Kysely<Database>,
  buyerId: number,
  before?: string,
): Promise<{ events: BuyerEvent[]; olderBefore: string | null }> {
  let query = db
    .selectFrom("buyer_events")
    .leftJoin("staff_users as by", "by.id", "buyer_events.by_id")
    .select([
      "buyer_events.id",
      "buyer_events.type",
      "buyer_events.at",
      "buyer_events.by_id",
      "by.name as by_name",
      "buyer_events.summary",
      "buyer_events.lead_table",
      "buyer_events.lead_id",
      "buyer_events.details",
    ])
    .where("buyer_events.buyer_id", "=", buyerId);
  if (before) {
    const split = before.lastIndexOf("_");
    const at = new Date(before.slice(0, split));
    const id = Number(before.slice(split + 1));
    if (!Number.isNaN(at.getTime())) {
      const atValue = at.toISOString();
      // Spelt out rather than as a row value, so both dialects walk the (buyer_id, at, id) index.
      query = query.where((eb) =>
        eb.and([
          eb("buyer_events.at", "<=", atValue),
          eb.or([eb("buyer_events.at", "<", atValue), eb("buyer_events.id", "<", id)]),
        ]),
      );
    }
  }
  const rows = await query
    .orderBy("buyer_events.at", "desc")
    .orderBy("buyer_events.id", "desc")
    .limit(TIMELINE_PAGE + 1)
    .execute();
  const page = rows.slice(0, TIMELINE_PAGE);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      id: Number(row.id),
      type: row.type as BuyerEvent["type"],
      at: new Date(row.at).toISOString(),
      by: row.by_id === null ? null : { id: Number(row.by_id), name: row.by_name ?? "" },
      summary: row.summary,
      leadTable: row.lead_table,
      leadId: row.lead_id === null ? null : Number(row.lead_id),
      details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    })),
    olderBefore: rows.length > TIMELINE_PAGE && last ? `${new Date(last.at).toISOString()}_${last.id}` : null,
  };
}

/** Listed buyers with the same number in E.164 or the same company domain. */
export async function duplicatesOf(db: Kysely<Database>, buyerId: number) {
  const keys = await db
    .selectFrom("buyers")
    .select(["phone_key", "domain_key"])
    .where("id", "=", buyerId)
    .executeTakeFirst();
  if (!keys) return [];
  const found: { id: number; name: string; email: string; companyName: string; reason: "phone" | "domain" }[] = [];
  for (const reason of ["phone", "domain"] as const) {
    const value = reason === "phone" ? keys.phone_key : keys.domain_key;
    if (!value) continue;
    const rows = await db
      .selectFrom("buyers")
      .select(["id", "name", "email", "company_name"])
      .where(reason === "phone" ? "phone_key" : "domain_key", "=", value)
      .where("id", "!=", buyerId)
      .where("merged_into", "is", null)
      .orderBy("id")
      .limit(10)
      .execute();
    for (const row of rows) {
      if (found.some((f) => f.id === Number(row.id))) continue;
      found.push({
        id: Number(row.id),
        name: row.name,
        email: row.email,
        companyName: row.company_name,
        reason,
      });
    }
  }
  return found;
}

export async function eligibleOwners(db: Kysely<Database>): Promise<StaffRef[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "name", "roles"])
    .where("active", "=", 1)
    .orderBy("name")
    .execute();
  return rows
    .filter((row) => row.roles.split(",").some((role) => role === "sales" || role === "administrator"))
    .map((row) => ({ id: Number(row.id), name: row.name }));
}

/** The owner's name, or null when there is no such person. */
async function staffName(db: Kysely<Database> | Transaction<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom("staff_users").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name ?? null;
}

/** Gives the buyer another owner (or none) and notes it on the timeline. False when there is no such buyer. */
export async function changeBuyerOwner(
  db: Kysely<Database>,
  buyerId: number,
  ownerId: number | null,
  by: StaffRef,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("buyers")
      .set({ owner_id: ownerId })
      .where("id", "=", buyerId)
      .where("merged_into", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const name = ownerId === null ? null : await staffName(trx, ownerId);
    await trx
      .insertInto("buyer_events")
      .values({
        buyer_id: buyerId,
        type: "assignment",
        at: now.toISOString(),
        by_id: by.id,
        lead_table: null,
        lead_id: null,
        summary: name ? `By hand: buyer's owner → ${name}` : "By hand: buyer's owner removed",
        details: JSON.stringify({ ownerId }),
      })
      .execute();
    return true;
  });
}
