/**
 * The buyer list staff see: searched, filtered by owner, sorted and paged over the listed (not
 * merged-away) buyers, with its total.
 */
import { type Kysely, sql } from "kysely";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { walkedSearchPage } from "./buyer-search-page";
import { type BuyerRow, buyerColumns, toBuyerItem } from "./buyers";

export interface BuyerListRequest {
  q?: string | undefined;
  owner?: number | "none" | undefined;
  sort: "lastActivity" | "name" | "createdAt" | "leads";
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  lastActivity: "last_activity_at",
  name: "name",
  createdAt: "created_at",
  leads: "leads",
} as const;

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Buyers whose search_text holds `q` (case-insensitive). PostgreSQL finds them through the trigram
 * index of migration 035; SQLite through its FTS5 trigram table for three characters or more,
 * with a scan for fewer (the tokenizer has no shorter pieces), as the staff lists do.
 */
function searchCondition(dialect: Dialect, q: string) {
  const phrase = ftsPhrase(dialect, q);
  if (phrase) return sql<boolean>`id in (select rowid from buyers_search where buyers_search match ${phrase})`;
  // The stored fields are joined by \x1f, so a match never spans two of them.
  return sql<boolean>`search_text like ${likePattern(q.replaceAll("\x1f", ""))} escape '\\'`;
}

/** The FTS5 phrase SQLite searches for, or null where the trigram table cannot (PostgreSQL, under three characters). */
function ftsPhrase(dialect: Dialect, q: string): string | null {
  const term = q.replaceAll("\x1f", "");
  return dialect === "sqlite" && [...term].length >= 3 ? `"${term.replaceAll('"', '""')}"` : null;
}

/**
 * One page of the listed (not merged-away) buyers and their total. Without a search, the page's
 * ids come from an index of the sort over the listed buyers (migration 035), over one owner's or
 * over nobody's (037), read from the nearer end (a page past the middle is read backwards), in the
 * default order from the day the page starts in (039's counts per day, decision 066); the
 * total from 035's counters, or with an owner a count over that owner's index. With a search, the
 * matches are gathered once (the search index), then counted while a top-N sort picks the page, as
 * the staff lists do (decision 016); on SQLite without an owner, a search is counted from its FTS5
 * table and, when its matches are many, its page found by walking the sort's index
 * (buyer-search-page.ts, decision 077). The rows are read afterwards by id.
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
  const phrase = q && request.owner === undefined ? ftsPhrase(dialect, q) : null;
  const walked = phrase
    ? await walkedSearchPage(db, {
        phrase,
        pattern: likePattern((q ?? "").replaceAll("\x1f", "")),
        key,
        selectedKey: column === "name" ? sql`sort_key collate nocase` : sql`sort_key`,
        order: request.order,
        offset,
        limit: request.pageSize,
      })
    : null;
  if (walked) {
    ({ ids, total } = walked);
  } else if (q) {
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
