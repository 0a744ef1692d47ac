/** The reads and writes replies and notes need: the buyer, their latest leads, a timeline event. */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface SalesBuyer {
  id: number;
  name: string;
  email: string;
  companyName: string;
}

/** A buyer that still lists (not merged into another), or undefined. */
export async function findBuyer(db: Db, id: number): Promise<SalesBuyer | undefined> {
  const row = await db
    .selectFrom("buyers")
    .select(["id", "name", "email", "company_name"])
    .where("id", "=", id)
    .where("merged_into", "is", null)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, email: row.email, companyName: row.company_name };
}

interface LatestLead {
  table: "inquiries" | "catalogue_requests";
  id: number;
  name: string;
  companyName: string;
  createdAt: string;
}

/** The buyer's latest lead of either kind, and their latest catalogue request (what product they asked about). */
export async function latestLeads(
  db: Db,
  buyerId: number,
): Promise<{
  latest: LatestLead | undefined;
  latestCatalogueRequest: { productCategory: string; brochureLink: string | null } | undefined;
}> {
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["id", "name", "company_name", "created_at"])
    .where("buyer_id", "=", buyerId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const request = await db
    .selectFrom("catalogue_requests")
    .select(["id", "name", "company_name", "created_at", "product_category", "brochure_link"])
    .where("buyer_id", "=", buyerId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const candidates: LatestLead[] = [
    ...(inquiry ? [{ table: "inquiries" as const, ...leadOf(inquiry) }] : []),
    ...(request ? [{ table: "catalogue_requests" as const, ...leadOf(request) }] : []),
  ];
  const latest = candidates.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return {
    latest,
    latestCatalogueRequest: request && {
      productCategory: request.product_category,
      brochureLink: request.brochure_link,
    },
  };
}

function leadOf(row: { id: number; name: string; company_name: string; created_at: string | Date }) {
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface NewBuyerEvent {
  buyerId: number;
  type: "reply" | "note";
  at: string;
  byId: number;
  summary: string;
  details: Record<string, unknown>;
}

/** Adds an event to the buyer's timeline and marks the buyer active at its time. */
export async function recordBuyerEvent(db: Db, event: NewBuyerEvent): Promise<void> {
  await db
    .insertInto("buyer_events")
    .values({
      buyer_id: event.buyerId,
      type: event.type,
      at: event.at,
      by_id: event.byId,
      summary: event.summary,
      details: JSON.stringify(event.details),
    })
    .execute();
  await db.updateTable("buyers").set({ last_activity_at: event.at }).where("id", "=", event.buyerId).execute();
}
