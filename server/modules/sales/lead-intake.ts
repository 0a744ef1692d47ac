/**
 * The sales desk's job: links the inquiries and catalogue requests that are not yet linked (and
 * not spam) to their buyer, oldest first, writes the request on the buyer's timeline (at the time
 * it arrived, with where the visit came from), writes the automatic catalogue mail a catalogue
 * request caused as a `mail` event (it is no reply: first_reply_at stays unset), and gives each lead younger than a day an owner by the routing table. Older leads
 * (those there before the sales desk) are linked, not assigned. The forms' handlers never do this:
 * intake stays one insert; whichever process claims the job does it within seconds.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { type Kysely, type Selectable, SqliteAdapter, sql, type Transaction } from "kysely";
import type { Routing } from "#contracts/sales";
import type { BuyersTable } from "#server/db/sales-tables";
import type { Database } from "#server/db/schema";
import { buyerSearchText, domainKey, emailKey, phoneKey } from "./buyer-keys";
import {
  assignOwner,
  loadRouting,
  type RoutingCandidate,
  routingCandidates,
  runTurns,
  type TurnStore,
} from "./routing";

export type SalesLeadTable = "inquiries" | "catalogue_requests";

/** Leads younger than this get an owner; older ones are only linked. */
const ASSIGN_WITHIN_MS = 24 * 60 * 60_000;
const SUMMARY_LENGTH = 140;
/** The outbox kind of the catalogue a request is mailed (leads/lead-mail.ts). */
const CATALOGUE_DELIVERY = "catalogue-delivery";

interface UnlinkedLead {
  id: number;
  name: string;
  company_name: string;
  email: string;
  contact_number: string;
  country: string;
  state: string;
  message: string | null;
  created_at: string;
  owner_id: number | null;
  /** The visit's touches as stored (JSON), or null. */
  source: string | null;
  product_category?: string;
}

/**
 * Leads linked in one transaction when the job is behind (its batch came back full). Each commit
 * writes every page it changed to SQLite's log, and consecutive leads change the same last pages
 * of the timeline, the lead table and their indexes: committed one by one, a lead cost half as
 * much again as the statements' own work (decision 082). The transaction holds SQLite's one
 * connection without a pause, so it stays short: twenty leads are a few milliseconds. A batch that
 * is not full, the job keeping up, is committed lead by lead with a pause between, as before.
 */
const LEADS_PER_COMMIT = 20;

/** Links (and routes) up to `batch` leads of each table; answers how many were linked. */
export async function linkNewLeads(db: Kysely<Database>, now = new Date(), batch = 200): Promise<number> {
  const routing = await loadRouting(db);
  const people = await routingCandidates(db, routing);
  const turns = await runTurns(db);
  let linked = 0;
  for (const table of ["inquiries", "catalogue_requests"] as const) {
    const leads = await unlinked(db, table, batch);
    const perCommit = leads.length === batch ? LEADS_PER_COMMIT : 1;
    for (let start = 0; start < leads.length; start += perCommit) {
      const chunk = leads.slice(start, start + perCommit);
      await db.transaction().execute(async (trx) => {
        for (const lead of chunk) await linkLead(trx, table, lead, { routing, people, turns, now });
        await turns.save(trx);
      });
      linked += chunk.length;
      // SQLite answers in the same turn, so without this a run of many leads would never let the
      // event loop in: requests waited for the whole run (20 s in bench/backup.ts with a backlog).
      await nextTurn();
    }
  }
  return linked;
}

interface Routed {
  routing: Routing;
  people: ReadonlyMap<number, RoutingCandidate>;
  turns: TurnStore;
  now: Date;
}

/** One lead: its buyer, its request (and catalogue mail) on the timeline, and its owner when it is fresh. */
async function linkLead(trx: Transaction<Database>, table: SalesLeadTable, lead: UnlinkedLead, routed: Routed) {
  const { now } = routed;
  const buyer = await findOrCreateBuyer(trx, lead);
  await trx
    .insertInto("buyer_events")
    .values({
      buyer_id: buyer.id,
      type: table === "inquiries" ? "inquiry" : "catalogue-request",
      at: lead.created_at,
      by_id: null,
      lead_table: table,
      lead_id: lead.id,
      summary: requestSummary(table, lead),
      details: requestDetails(lead),
    })
    .execute();
  if (table === "catalogue_requests") await writeCatalogueMail(trx, buyer.id, lead.id);
  const fresh = now.getTime() - new Date(lead.created_at).getTime() < ASSIGN_WITHIN_MS;
  let ownerId: number | null = null;
  // A lead given an owner by hand before it was linked keeps that owner.
  if (fresh && lead.owner_id === null) {
    const assignment = await assignOwner(routed.routing, routed.people, routed.turns, lead, now);
    ownerId = assignment.ownerId;
    await trx
      .insertInto("buyer_events")
      .values({
        buyer_id: buyer.id,
        type: "assignment",
        at: now.toISOString(),
        by_id: null,
        lead_table: table,
        lead_id: lead.id,
        summary: assignment.reason,
        details: JSON.stringify({ ownerId }),
      })
      .execute();
    // A buyer that has an owner keeps it (the update would change no row).
    if (ownerId !== null && buyer.ownerId === null) {
      await trx
        .updateTable("buyers")
        .set({ owner_id: ownerId })
        .where("id", "=", buyer.id)
        .where("owner_id", "is", null)
        .execute();
    }
  }
  await trx
    .updateTable(table)
    .set({
      buyer_id: buyer.id,
      ...(ownerId !== null ? { owner_id: ownerId, assigned_at: now.toISOString() } : {}),
    })
    .where("id", "=", lead.id)
    .execute();
}

async function unlinked(db: Kysely<Database>, table: SalesLeadTable, batch: number): Promise<UnlinkedLead[]> {
  const columns = [
    "id",
    "name",
    "company_name",
    "email",
    "contact_number",
    "country",
    "state",
    "message",
    "created_at",
    "owner_id",
    "source",
    ...(table === "catalogue_requests" ? ["product_category"] : []),
  ];
  // The partial index `<table>_unlinked` holds exactly these rows: no buyer, not spam (migration
  // 028). SQLite, without statistics, prefers the (is_spam, id) index for this query and would
  // step through every linked lead on each run: it is told which index to use (and fails loudly
  // should the index ever stop matching the query). PostgreSQL's planner picks it by itself.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const from = sqlite ? sql`${sql.table(table)} indexed by ${sql.id(`${table}_unlinked`)}` : sql.table(table);
  const { rows } = await sql<UnlinkedLead>`select ${sql.join(columns.map((column) => sql.id(column)))}
    from ${from} where buyer_id is null and is_spam = 0 order by id limit ${batch}`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    owner_id: row.owner_id === null ? null : Number(row.owner_id),
  }));
}

/** The buyer columns a later lead brings up to date. */
const DETAILS = [
  "email",
  "name",
  "company_name",
  "country",
  "state",
  "contact_number",
  "phone_key",
  "domain_key",
  "search_text",
] as const;

type BuyerDetails = Pick<Selectable<BuyersTable>, (typeof DETAILS)[number]>;
type BuyerRow = BuyerDetails & Pick<Selectable<BuyersTable>, "id" | "merged_into" | "owner_id" | "last_activity_at">;
const BUYER_COLUMNS = ["id", "merged_into", "owner_id", "last_activity_at", ...DETAILS] as const;

/**
 * The buyer of this address, its details brought up to date from the lead (a later lead's name or
 * number is the current one); a buyer merged into another stands for that one. Only the details
 * that differ are written: a buyer's search text is indexed (migration 035), and rewriting it
 * unchanged for each of a buyer's leads cost more than the rest of the lead.
 */
async function findOrCreateBuyer(
  trx: Transaction<Database>,
  lead: UnlinkedLead,
): Promise<{ id: number; ownerId: number | null }> {
  const key = emailKey(lead.email);
  const fields: BuyerDetails = {
    email: lead.email.trim(),
    name: lead.name,
    company_name: lead.company_name,
    country: lead.country,
    state: lead.state,
    contact_number: lead.contact_number,
    phone_key: phoneKey(lead.contact_number, lead.country),
    domain_key: domainKey(lead.email),
    search_text: buyerSearchText(camel(lead)),
  };
  const existing = await trx.selectFrom("buyers").select(BUYER_COLUMNS).where("email_key", "=", key).executeTakeFirst();
  if (!existing) {
    const row = await trx
      .insertInto("buyers")
      .values({
        ...fields,
        email_key: key,
        owner_id: null,
        merged_into: null,
        leads: 1,
        created_at: lead.created_at,
        last_activity_at: lead.created_at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, ownerId: null };
  }
  const current = existing.merged_into === null ? existing : await mergeTarget(trx, existing.merged_into);
  const later = new Date(lead.created_at).getTime() >= new Date(current.last_activity_at).getTime();
  // A buyer another was merged into keeps its own address; the rest follows the newest lead.
  const details =
    current.id === existing.id
      ? fields
      : { ...fields, email: current.email, search_text: buyerSearchText({ ...camel(lead), email: current.email }) };
  const changed = DETAILS.filter((column) => details[column] !== current[column]);
  await trx
    .updateTable("buyers")
    .set((eb) => ({
      ...(later
        ? { ...Object.fromEntries(changed.map((c) => [c, details[c]])), last_activity_at: lead.created_at }
        : {}),
      leads: eb("leads", "+", 1),
    }))
    .where("id", "=", current.id)
    .execute();
  return { id: current.id, ownerId: current.owner_id };
}

function camel(lead: UnlinkedLead) {
  return {
    name: lead.name,
    companyName: lead.company_name,
    email: lead.email,
    country: lead.country,
    contactNumber: lead.contact_number,
  };
}

/** Follows merged_into to the buyer that is listed (a chain of merges ends at one). */
async function mergeTarget(trx: Transaction<Database>, mergedInto: number): Promise<BuyerRow> {
  let row: BuyerRow | undefined;
  let next: number | null = mergedInto;
  for (let hops = 0; next !== null && hops < 50; hops++) {
    row = await trx.selectFrom("buyers").select(BUYER_COLUMNS).where("id", "=", next).executeTakeFirstOrThrow();
    next = row.merged_into;
  }
  return row!;
}

/** The request event's details: the visit's source, when the lead has a readable one. */
function requestDetails(lead: UnlinkedLead): string | null {
  if (!lead.source) return null;
  try {
    const source: unknown = JSON.parse(lead.source);
    return source && typeof source === "object" ? JSON.stringify({ source }) : null;
  } catch {
    return null;
  }
}

/**
 * The catalogue delivery the form queued with the request (lead-service.ts), on the timeline as
 * automatic mail at the time it was queued. Only the timeline: a reply is what sets first_reply_at.
 */
async function writeCatalogueMail(trx: Transaction<Database>, buyerId: number, requestId: number): Promise<void> {
  const mails = await trx
    .selectFrom("outbox")
    .select(["id", "subject", "created_at", "status"])
    .where("source_table", "=", "catalogue_requests")
    .where("source_id", "=", requestId)
    .where("kind", "=", CATALOGUE_DELIVERY)
    .execute();
  for (const mail of mails) {
    await trx
      .insertInto("buyer_events")
      .values({
        buyer_id: buyerId,
        type: "mail",
        at: new Date(mail.created_at).toISOString(),
        by_id: null,
        lead_table: "catalogue_requests",
        lead_id: requestId,
        summary: `Catalogue mailed automatically: ${mail.subject}`.slice(0, SUMMARY_LENGTH),
        details: JSON.stringify({ outboxId: Number(mail.id), kind: CATALOGUE_DELIVERY }),
      })
      .execute();
  }
}

function requestSummary(table: SalesLeadTable, lead: UnlinkedLead): string {
  if (table === "catalogue_requests") return `Catalogue request: ${lead.product_category ?? ""}`.trim();
  const text = (lead.message ?? "").replace(/\s+/g, " ").trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text || "Inquiry";
}
