/**
 * The SQL of the content collections (migration 019): items with their draft and published
 * fields and the bump of the published-change counter every process watches (their versions:
 * content-versions.ts; the first seed: content-seed-repository.ts; reading what is published:
 * published-repository.ts; the uploaded photos and PDFs: media-repository.ts). Fields
 * are stored as JSON text without unset keys and read back the same way.
 */
import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { Collection } from "#contracts/collections/api";
import type { Database } from "#server/db/schema";
import { insertVersion, type NewVersion } from "./content-versions";

type Db = Kysely<Database> | Transaction<Database>;

export type ItemRow = Selectable<Database["content_items"]>;

const ITEM_COLUMNS = [
  "id",
  "collection",
  "slug",
  "position",
  "draft",
  "draft_version",
  "published",
  "published_version",
  "published_at",
  "first_published_at",
  "published_by",
  "went_live_version",
  "still_live",
  "title",
  "search_text",
  "created_at",
  "updated_at",
] as const;

/** Null in an object means "not set": the key is left out (a list keeps its entries). */
function withoutNulls(this: unknown, _key: string, value: unknown): unknown {
  return value === null && !Array.isArray(this) ? undefined : value;
}

/** The JSON a version stores: the fields without the keys left unset (undefined or null). */
export function storedJson(fields: object): string {
  return JSON.stringify(fields, withoutNulls);
}

/**
 * Stored fields as answered: a key stored as null (rows saved before nulls were dropped) is read
 * as not set, so no stored row can break a list.
 */
export function storedFields<T = Record<string, unknown>>(json: string): T {
  return JSON.parse(json, withoutNulls) as T;
}

export async function findItem(db: Db, collection: Collection, id: number): Promise<ItemRow | undefined> {
  return db
    .selectFrom("content_items")
    .select(ITEM_COLUMNS)
    .where("collection", "=", collection)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Characters LIKE treats specially, escaped with a backslash. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListFilter {
  q?: string | undefined;
  status: "all" | "draft" | "published";
  sort: "position" | "title" | "updatedAt" | "createdAt";
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  position: "position",
  title: "title",
  updatedAt: "updated_at",
  createdAt: "created_at",
} as const;

export async function listItems(
  db: Db,
  collection: Collection,
  filter: ListFilter,
): Promise<{ rows: ItemRow[]; total: number }> {
  let query = db.selectFrom("content_items").where("collection", "=", collection);
  if (filter.q) query = query.where(sql<boolean>`search_text like ${likePattern(filter.q)} escape '\\'`);
  if (filter.status === "draft") query = query.where("published", "is", null);
  if (filter.status === "published") query = query.where("published", "is not", null);
  const [rows, count] = await Promise.all([
    query
      .select(ITEM_COLUMNS)
      .orderBy(SORT_COLUMNS[filter.sort], filter.order)
      .orderBy("id", filter.order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Where a new item goes: before every other item of its collection. */
async function firstPosition(db: Db, collection: Collection): Promise<number> {
  const row = await db
    .selectFrom("content_items")
    .select((eb) => eb.fn.min<number | null>("position").as("first"))
    .where("collection", "=", collection)
    .executeTakeFirst();
  return row?.first === null || row?.first === undefined ? 0 : Number(row.first) - 1;
}

/** `base`, or `base-2`, `base-3`… whichever is free in the collection. */
async function freeSlug(db: Db, collection: Collection, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom("content_items")
        .select("slug")
        .where("collection", "=", collection)
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new item (a draft) with its first version; the slug is made free if taken. */
export async function insertItem(
  db: Kysely<Database>,
  collection: Collection,
  slugBase: string,
  first: NewVersion,
  position?: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, collection, slugBase);
    const { id } = await trx
      .insertInto("content_items")
      .values({
        collection,
        slug,
        position: position ?? (await firstPosition(trx, collection)),
        draft: first.fields,
        draft_version: 1,
        title: first.title,
        search_text: first.searchText,
        created_at: first.at,
        updated_at: first.at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertVersion(trx, id, 1, first);
    return id;
  });
}

/** The draft becomes the next version. */
export async function saveDraft(db: Kysely<Database>, item: ItemRow, change: NewVersion): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const version = item.draft_version + 1;
    const updated = await trx
      .updateTable("content_items")
      .set({
        draft: change.fields,
        draft_version: version,
        title: change.title,
        search_text: change.searchText,
        updated_at: change.at,
      })
      .where("id", "=", item.id)
      .where("draft_version", "=", item.draft_version)
      .executeTakeFirst();
    // Two saves at once: the second finds the version moved and writes the one after it.
    if (Number(updated.numUpdatedRows) === 0) throw new ConcurrentChange();
    await insertVersion(trx, item.id, version, change);
  });
}

export class ConcurrentChange extends Error {
  constructor() {
    super("the item changed while it was being saved");
  }
}

/**
 * Puts the collection's items in the order of `ids` (every item of it, each once): false, and
 * nothing changed, when they are not. Counted as a published change, so every process draws the
 * pages that list them again.
 */
export async function reorderItems(
  db: Kysely<Database>,
  collection: Collection,
  ids: readonly number[],
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("content_items").select("id").where("collection", "=", collection).execute();
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || rows.length !== ids.length || rows.some((row) => !wanted.has(row.id)))
      return false;
    for (const [position, id] of ids.entries()) {
      await trx.updateTable("content_items").set({ position }).where("id", "=", id).execute();
    }
    await countPublishedChange(trx, at);
    return true;
  });
}

export async function countPublishedChange(trx: Db, at: string): Promise<void> {
  await trx
    .updateTable("content_state")
    .set((eb) => ({ version: eb("version", "+", 1), changed_at: at }))
    .where("id", "=", 1)
    .execute();
}

/**
 * What stays on the site while a publish scheduled for later waits (decision 081): nothing
 * (`none`), the version published now (`published`: it is on the site), or the one kept already
 * (`kept`: the published version was itself still waiting).
 */
export type StaysOnSite = "none" | "published" | "kept";

/**
 * The draft goes on the site (at its publishAt); counted as a published change. `liveNow` false (a
 * publish scheduled for later) leaves the moment it goes live to be recorded when it comes, and
 * `stays` says which version the site keeps showing until then.
 */
export async function publishDraft(
  db: Kysely<Database>,
  item: ItemRow,
  {
    at,
    by,
    liveNow,
    stays = "none",
    alsoPublish,
  }: {
    at: string;
    by: number | null;
    liveNow: boolean;
    stays?: StaysOnSite;
    /** What goes live with the draft in the same transaction (its translations). */
    alsoPublish?: (trx: Transaction<Database>) => Promise<void>;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stillLive = stays === "published" ? await versionOnSite(trx, item) : undefined;
    await alsoPublish?.(trx);
    await trx
      .updateTable("content_items")
      .set({
        published: item.draft,
        published_version: item.draft_version,
        published_at: at,
        published_by: by,
        went_live_version: liveNow ? item.draft_version : null,
        ...(stays === "kept" ? {} : { still_live: stillLive ?? null }),
        first_published_at: item.first_published_at ?? at,
        updated_at: at,
      })
      .where("id", "=", item.id)
      .execute();
    await countPublishedChange(trx, at);
  });
}

/** The item's published version with each locale's text on the site, as `still_live` keeps it. */
async function versionOnSite(trx: Transaction<Database>, item: ItemRow): Promise<string | undefined> {
  if (item.published === null || item.published_version === null) return undefined;
  const rows = await trx
    .selectFrom("content_translations")
    .select(["locale", "published"])
    .where("item_id", "=", item.id)
    .where("published", "is not", null)
    .orderBy("locale")
    .execute();
  const translations = Object.fromEntries(rows.map((row) => [row.locale, storedFields(row.published!)]));
  return storedJson({ version: item.published_version, fields: storedFields(item.published), translations });
}

/** An item's columns once it is off the site: nothing published, nothing live. */
export function takenOff(at: string) {
  return {
    published: null,
    published_version: null,
    published_at: null,
    published_by: null,
    went_live_version: null,
    still_live: null,
    updated_at: at,
  };
}

export async function unpublish(db: Kysely<Database>, item: ItemRow, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("content_items").set(takenOff(at)).where("id", "=", item.id).execute();
    await countPublishedChange(trx, at);
  });
}

export async function deleteItem(db: Kysely<Database>, item: ItemRow, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("content_items").where("id", "=", item.id).execute();
    if (item.published !== null) await countPublishedChange(trx, at);
  });
}

/** Every item of these collections, for the translation overview. */
export async function itemsOf(db: Db, collections: readonly Collection[]): Promise<ItemRow[]> {
  if (collections.length === 0) return [];
  return db
    .selectFrom("content_items")
    .select(ITEM_COLUMNS)
    .where("collection", "in", [...collections])
    .orderBy("collection")
    .orderBy("position")
    .orderBy("id")
    .execute();
}
