/**
 * A page of a broad search of the buyer list on SQLite (decision 077). The FTS5 trigram table of
 * migration 035 counts the matches without reading a buyer; when they are many, the page is found
 * by walking the listed buyers' index of the sort from its start, so only the buyers before the
 * page are read rather than every match's sort key: on the first pages reading each walked
 * buyer's search text, deeper by keeping the ids the search index matched.
 */
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "#server/db/schema";

/**
 * Index entries a walk may step through per match it would otherwise read: stepping through an
 * index entry and testing it is several times cheaper than a match's row read and sort (bench).
 */
const WALK_PER_MATCH = 4;
/** Buyers a first page may read and test against the search before the matches are gathered. */
const FIRST_PAGE_READS = 8_000;
/** Pages ending at most here are first pages. */
const FIRST_PAGES_END = 200;

interface SearchPageRequest {
  /** The FTS5 phrase (quoted). */
  phrase: string;
  /** The same term as an escaped, lower-cased LIKE pattern over search_text. */
  pattern: string;
  /** The sort expression, as the listed buyers' sort index holds it. */
  key: RawBuilder<unknown>;
  /** The same sort over the key once selected (the collation spelt out again). */
  selectedKey: RawBuilder<unknown>;
  order: "asc" | "desc";
  offset: number;
  limit: number;
}

/**
 * The page's ids and the total, or null when a walk ran out of its allowance before the page was
 * full (the matches crowd at the other end of the order): the caller then gathers every match.
 */
export async function walkedSearchPage(db: Kysely<Database>, request: SearchPageRequest) {
  if (request.offset + request.limit <= FIRST_PAGES_END) {
    const page = await readFirstPage(db, request);
    if (page) return page;
  }
  return walkMatches(db, request);
}

/**
 * A first page: the matches counted by the search index alone, then the listed buyers walked in
 * the sort's order, each one's search text tested, up to an allowance; when the matches are too
 * few for it, every match's key read and sorted (in the same statement, the search run again:
 * cheaper for few matches than materializing them); null when the walk ran out first.
 */
async function readFirstPage(db: Kysely<Database>, request: SearchPageRequest) {
  const { phrase, pattern, key, selectedKey, offset, limit } = request;
  const dir = sql.raw(request.order);
  const { rows } = await sql<{ id: number | null; list_total: number | string; reads: number; listed: number }>`
    with counted(total, listed) as materialized (
      select
        (select count(*) from buyers_search where buyers_search match ${phrase})
          - (select count(*) from buyers where merged_into is not null and search_text like ${pattern} escape '\\'),
        (select coalesce(sum(total), 0) from list_counts where table_name = 'buyers' and is_spam = 0)
    ),
    plan(total, listed, reads) as materialized (
      select total, listed,
        case when total > 0 and 2 * ${offset + limit} * listed <= ${FIRST_PAGE_READS} * total
          then ${FIRST_PAGE_READS} else 0 end
      from counted
    ),
    walked(id, sort_key) as (
      select id, sort_key from (
        select id, search_text, ${key} as sort_key from buyers where merged_into is null
        order by ${key} ${dir}, id ${dir} limit (select reads from plan)
      ) where search_text like ${pattern} escape '\\' limit ${offset + limit}
    ),
    gathered(id, sort_key) as (
      select id, ${key} from buyers
      where merged_into is null and id in (select rowid from buyers_search where buyers_search match ${phrase})
      order by ${key} ${dir}, id ${dir}
      limit (select case when reads = 0 and total > 0 then ${offset + limit} else 0 end from plan)
    ),
    page(id) as (
      select id from (select * from walked union all select * from gathered)
      order by ${selectedKey} ${dir}, id ${dir} limit ${limit} offset ${offset}
    )
    select page.id, plan.total as list_total, plan.reads, plan.listed from plan left join page on true`.execute(db);
  const first = rows[0]!;
  const total = Number(first.list_total);
  const ids = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  const reads = Number(first.reads);
  const ranOut = reads > 0 && ids.length < limit && offset + ids.length < total && reads < Number(first.listed);
  return ranOut ? null : { ids, total };
}

/** A page found by walking the sort's index and keeping the ids the search index matched. */
async function walkMatches(db: Kysely<Database>, request: SearchPageRequest) {
  const { phrase, key, selectedKey, offset, limit } = request;
  const dir = sql.raw(request.order);
  const end = offset + limit;
  // The walk is taken when the page's end, at the matches' share of the list, is expected within
  // half the allowance (room for matches spread unevenly); otherwise every match is read. Each
  // branch skips itself by a LIMIT of 0, which SQLite checks before it starts (a condition in the
  // WHERE clause would still have built the IN list and read the matches: twice the time).
  const { rows } = await sql<{ id: number | null; list_total: number | string; walk: number | string }>`
    with matched(id) as materialized (
      select rowid from buyers_search where buyers_search match ${phrase}
    ),
    counted(total, listed) as materialized (
      select
        (select count(*) from matched)
          - (select count(*) from matched where id in (select id from buyers where merged_into is not null)),
        (select coalesce(sum(total), 0) from list_counts where table_name = 'buyers' and is_spam = 0)
    ),
    plan(total, walk) as materialized (
      select total,
        case when total > 0 and 2 * ${end} * listed <= ${WALK_PER_MATCH} * total * total
          then min(listed, ${WALK_PER_MATCH} * total) else 0 end
      from counted
    ),
    walked(id, sort_key) as (
      select id, sort_key from (
        select id, ${key} as sort_key from buyers where merged_into is null
        order by ${key} ${dir}, id ${dir} limit (select walk from plan)
      ) where id in matched limit ${end}
    ),
    gathered(id, sort_key) as (
      select id, ${key} from buyers where merged_into is null and id in matched
      order by ${key} ${dir}, id ${dir} limit (select case when walk = 0 then ${end} else 0 end from plan)
    ),
    page(id) as (
      select id from (select * from walked union all select * from gathered)
      order by ${selectedKey} ${dir}, id ${dir} limit ${limit} offset ${offset}
    )
    select page.id, plan.total as list_total, plan.walk from plan left join page on true`.execute(db);
  const first = rows[0]!;
  const total = Number(first.list_total);
  const ids = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  const walk = Number(first.walk);
  if (walk > 0 && ids.length < limit && offset + ids.length < total) return null;
  return { ids, total };
}
