/**
 * The published content at a moment, as the public pages are drawn from it: every published item
 * read from the database, what is live at `now` (contracts/collections/published.ts), and the
 * uploaded photos those items name.
 */
import type { Kysely } from "kysely";
import type { Collection } from "#contracts/collections/api";
import {
  liveSiteContent,
  photoNamesOf,
  type PublishedEntry,
  type PublishedPhoto,
  type PublishedSiteContent,
  type StillLive,
} from "#contracts/collections/published";
import type { Database } from "#server/db/schema";
import { storedFields } from "./content-repository";
import { findPhotos, type PhotoRow } from "./media-repository";
import { publishedItems } from "./published-repository";
import { publishedTranslations } from "./translation-repository";

export function photoOf(row: PhotoRow): PublishedPhoto {
  return {
    name: row.name,
    hash: row.hash,
    width: row.width,
    height: row.height,
    color: row.color,
    formats: JSON.parse(row.formats),
    widths: JSON.parse(row.widths),
    fallbackWidth: row.fallback_width,
  };
}

/**
 * Every published item (live or not), of one collection or all, as the selection of what is live
 * takes them, with each locale's published text (read through localizedFields).
 */
export async function publishedEntries(db: Kysely<Database>, collection?: Collection): Promise<PublishedEntry[]> {
  const rows = await publishedItems(db, collection);
  const translations = new Map<number, Record<string, object>>();
  for (const row of await publishedTranslations(
    db,
    rows.map((item) => item.id),
  )) {
    translations.set(row.item_id, { ...translations.get(row.item_id), [row.locale]: storedFields(row.published) });
  }
  return rows.map((row) => ({
    collection: row.collection as Collection,
    id: row.id,
    slug: row.slug,
    position: row.position,
    fields: storedFields(row.published),
    ...(row.first_published_at ? { firstPublishedAt: row.first_published_at } : {}),
    ...(translations.has(row.id) ? { translations: translations.get(row.id) } : {}),
    ...(row.still_live ? { stillLive: storedFields<StillLive>(row.still_live) } : {}),
  }));
}

/** What the pages show at `now` from these entries, and when that next changes by itself. */
export async function siteContentAt(
  db: Kysely<Database>,
  entries: readonly PublishedEntry[],
  now: Date,
): Promise<{ content: PublishedSiteContent; nextChangeAt?: string }> {
  const { content, nextChangeAt } = liveSiteContent(entries, now.toISOString());
  const photos = Object.fromEntries(
    (await findPhotos(db, photoNamesOf(content))).map((row) => [row.name, photoOf(row)]),
  );
  return { content: { ...content, photos }, ...(nextChangeAt ? { nextChangeAt } : {}) };
}
