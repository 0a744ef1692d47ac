/**
 * Buyers as staff see them: the list (searched, filtered by owner, sorted, paged), one buyer with
 * its timeline (newest first, a page at a time) and the buyers that may be the same (number or
 * domain), a merge and its preview, and owners changed by hand. The only SQL of buyers besides the
 * sales desk's job (lead-intake.ts).
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { BuyerEvent, BuyerItem, MergePreview, StaffRef } from "#contracts/sales";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { SalesLeadTable } from "./lead-intake";

export interface BuyerListRequest {
  q?: string | undefined;
  owner?: number | "none" | undefined;
  sort: "lastActivity" | "name" | "createdAt" | "leads";
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

const TIMELINE_PAGE = 100;

const SORT_COLUMNS = {
  lastActivity: "last_activity_at",
  name: "name",
  createdAt: "created_at",
  leads: "leads",
} as const;

type BuyerRow = {
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

function buyerColumns() {
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

function toBuyerItem(row: BuyerRow): BuyerItem {
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

/** Characters LIKE treats specially, escaped with a backslash. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Buyers whose search_text holds `q` (case-insensitive). PostgreSQL finds them through the trigram
 * index of migration 035; SQLite through its FTS5 trigram table for three characters or more,
 * with a scan for fewer (the tokenizer has no shorter pieces), as the staff lists do.
 */
function searchCondition(dialect: Dialect, q: string) {
  // The stored fields are joined by \x1f, so a match never spans two of them.
  const term = q.replaceAll("\x1f", "");
  if (dialect === "sqlite" && [...term].length >= 3) {
    return sql<boolean>`id in (select rowid from buyers_search where buyers_search match ${`"${term.replaceAll('"', '""')}"`})`;
  }
  return sql<boolean>`search_text like ${likePattern(term)} escape '\\'`;
}

/**
 * One page of the listed (not merged-away) buyers and their total. Without a search, the page's
 * ids come from an index of the sort over the listed buyers (migration 035), over one owner's or
 * over nobody's (037), read from the nearer end (a page past the middle is read backwards), in the
 * default order from the day the page starts in (039's counts per day, decision 066); the
 * total from 035's counters, or with an owner a count over that owner's index. With a search, the
 * matches are gathered once (the search index), then counted while a top-N sort picks the page, as
 * the staff lists do (decision 016). The rows are read afterwards by id.
 */
export async function buyerList(db: Kysely<Database>, dialect: Dialect, request: BuyerListRequest) {
  const conditions = [sql<boolean>`merged_into is null`];
  const q = request.q?.trim();
  if (q) conditions.push(searchCondition(dialect, q));
  if (request.owner === "none") conditions.push(sql<boolean>`owner_id is null`);
  else if (request.owner !== undefined) conditions.push(sql<boolean>`owner_id = ${request.owner}`);
  const where = sql.join(conditions, sql` and `);
  const column = SORT_COLUMNS[request.sort];
  const key =
    column === "name" ? (dialect === "postgres" ? sql`lower(name)` : sql`name collate nocase`) : sql.ref(column);
  const offset = (request.page - 1) * request.pageSize;
  let ids: number[];
  let total: number;
  if (q) {
    const dir = sql.raw(request.order);
    const { rows } = await sql<{ id: number; list_total: number | string }>`
      with matched as materialized (select id, ${key} as sort_key from buyers where ${where})
      select id, (select count(*) from matched) as list_total from matched
      order by sort_key ${dir}, id ${dir} limit ${request.pageSize} offset ${offset}`.execute(db);
    ids = rows.map((row) => Number(row.id));
    total = rows[0] ? Number(rows[0].list_total) : request.page === 1 ? 0 : await countListed(db, where);
  } else {
    total = request.owner === undefined ? await countAllListed(db) : await countListed(db, where);
    const limit = Math.max(0, Math.min(request.pageSize, total - offset));
    const fromEnd = offset > 0 && offset + limit > total / 2;
    const order = fromEnd ? (request.order === "asc" ? "desc" : "asc") : request.order;
    const dir = sql.raw(order);
    let skip = fromEnd ? total - offset - limit : offset;
    let from = where;
    // The default order without an owner starts at the day the page falls in (migration 039).
    const seek = request.sort === "lastActivity" && request.owner === undefined && limit > 0 && skip > 0;
    const start = seek ? await activityDayOf(db, order, skip) : null;
    if (start) {
      skip = start.skip;
      const bound = (day: string) => (dialect === "postgres" ? `${day}T00:00:00.000Z` : day);
      from = sql.join(
        [
          where,
          order === "desc"
            ? sql<boolean>`last_activity_at < ${bound(nextDay(start.day))}`
            : sql<boolean>`last_activity_at >= ${bound(start.day)}`,
        ],
        sql` and `,
      );
    }
    const { rows } =
      limit === 0
        ? { rows: [] }
        : await sql<{ id: number }>`
            select id from buyers where ${from} order by ${key} ${dir}, id ${dir}
            limit ${limit} offset ${skip}`.execute(db);
    ids = rows.map((row) => Number(row.id));
    if (fromEnd) ids.reverse();
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("buyers")
          .leftJoin("staff_users as owner", "owner.id", "buyers.owner_id")
          .select(buyerColumns())
          .where("buyers.id", "in", ids)
          .execute();
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
  return {
    items: rows.map((row) => toBuyerItem(row as BuyerRow)),
    total,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/**
 * The day (UTC, of the last activity) the listed buyer at `skip` in that order falls in, and how
 * many of that day's come before it, from migration 039's counts per day; null past the end.
 */
async function activityDayOf(db: Kysely<Database>, order: "asc" | "desc", skip: number) {
  const days = await db
    .selectFrom("buyer_activity_days")
    .select(["day", "total"])
    .where("total", ">", 0)
    .orderBy("day", order)
    .execute();
  let before = 0;
  for (const { day, total } of days) {
    if (before + Number(total) > skip) return { day, skip: skip - before };
    before += Number(total);
  }
  return null;
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Migration 035's counters of the listed buyers, summed. */
async function countAllListed(db: Kysely<Database>) {
  const counted = await db
    .selectFrom("list_counts")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("total"), eb.lit(0)).as("total"))
    .where("table_name", "=", "buyers")
    .where("is_spam", "=", 0)
    .executeTakeFirst();
  return Number(counted?.total ?? 0);
}

async function countListed(db: Kysely<Database>, where: ReturnType<typeof sql.join>) {
  const { rows } = await sql<{ total: number | string }>`select count(*) as total from buyers where ${where}`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
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

/** Staff who may own leads: active, with sales or administrator. */
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
