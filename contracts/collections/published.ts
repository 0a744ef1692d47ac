/**
 * What the public pages are rendered from: the items of each collection that are on the site at a
 * given moment, in page order, and the uploaded photos they name. The server hands this to the
 * route loaders when it renders a page after a publish; the build's prerender makes the same from
 * the seed (content/seed/collections.ts), so both paths draw the same page from the same data.
 */
import type { Collection, LiveState } from "./api";
import { type ExhibitionFields, exhibitionEndsAt } from "./exhibitions";
import type { GalleryFields } from "./galleries";
import type { TranslationLocale } from "./locales";
import type { MachineFields } from "./machines";
import type { NewsFields } from "./news";
import type { OpeningFields } from "./openings";
import type { ProductLineFields } from "./product-lines";

export interface PublishedItem<Fields> {
  id: number;
  slug: string;
  fields: Fields;
  /** Each locale's published text fields; a page reads them through localizedFields (decision 068). */
  translations?: Partial<Record<TranslationLocale, object>>;
}

/** An uploaded photo as <Picture> draws it (the same shape as a picture of the media build). */
export interface PublishedPhoto {
  name: string;
  hash: string;
  width: number;
  height: number;
  color: string;
  formats: readonly ("avif" | "webp")[];
  widths: readonly number[];
  fallbackWidth: number;
}

export interface PublishedSiteContent {
  openings: PublishedItem<OpeningFields>[];
  news: PublishedItem<NewsFields>[];
  exhibitions: PublishedItem<ExhibitionFields>[];
  galleries: PublishedItem<GalleryFields>[];
  machines: PublishedItem<MachineFields>[];
  "product-lines": PublishedItem<ProductLineFields>[];
  photos: Record<string, PublishedPhoto>;
}

export interface FieldsByCollection {
  openings: OpeningFields;
  news: NewsFields;
  exhibitions: ExhibitionFields;
  galleries: GalleryFields;
  machines: MachineFields;
  "product-lines": ProductLineFields;
}

/** When a published item is on the site: from its publishAt (or at once) until its closing time. */
function liveWindow<C extends Collection>(
  collection: C,
  fields: FieldsByCollection[C],
): { from?: string; until?: string } {
  const until =
    fields.closesAt ??
    (collection === "exhibitions" ? exhibitionEndsAt((fields as ExhibitionFields).endDate) : undefined);
  return { ...(fields.publishAt ? { from: fields.publishAt } : {}), ...(until ? { until } : {}) };
}

/** Where a published item stands at `now` (an ISO timestamp). */
export function publishedState<C extends Collection>(
  collection: C,
  fields: FieldsByCollection[C],
  now: string,
): Exclude<LiveState, "draft"> {
  const { from, until } = liveWindow(collection, fields);
  if (until !== undefined && until <= now) return "closed";
  if (from !== undefined && from > now) return "scheduled";
  return "live";
}

/** A published item as the server stores it, or as the seed gives it. */
export interface PublishedEntry<C extends Collection = Collection> {
  collection: C;
  id: number;
  slug: string;
  /** Lower first (a new item goes first). */
  position: number;
  fields: FieldsByCollection[C];
  /** When the item was first published; an opening's JobPosting dates from it when it names no datePosted. */
  firstPublishedAt?: string;
  /** Each locale's published text fields (decision 058); the pages read them through localizedFields. */
  translations?: Partial<Record<TranslationLocale, object>>;
  /** While `fields` waits for its publishAt, the version on the site until then (decision 081). */
  stillLive?: StillLive<C>;
}

/** The version of an item that stays on the site while a change to it is scheduled for later. */
export interface StillLive<C extends Collection = Collection> {
  version: number;
  fields: FieldsByCollection[C];
  translations?: Partial<Record<TranslationLocale, object>>;
}

/**
 * What of a published entry the site shows at `now`: the entry itself, or, while it waits for its
 * publishAt, the version it replaces (whose own window then decides whether it is live).
 */
function shownAt<C extends Collection>(entry: PublishedEntry<C>, now: string): PublishedEntry<C> {
  if (!entry.stillLive || publishedState(entry.collection, entry.fields, now) !== "scheduled") return entry;
  const { stillLive, translations: _waiting, ...rest } = entry;
  return {
    ...rest,
    fields: stillLive.fields,
    ...(stillLive.translations ? { translations: stillLive.translations } : {}),
  };
}

function byPosition(a: PublishedEntry, b: PublishedEntry): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The items on the site at `now`, each collection in page order (exhibitions by their first day),
 * and when that next changes (an item's publishAt or closing time still to come). Photos are the
 * caller's to add: the uploaded ones the live items name.
 */
export function liveSiteContent(
  entries: readonly PublishedEntry[],
  now: string,
): { content: Omit<PublishedSiteContent, "photos">; nextChangeAt?: string } {
  const content: Omit<PublishedSiteContent, "photos"> = {
    openings: [],
    news: [],
    exhibitions: [],
    galleries: [],
    machines: [],
    "product-lines": [],
  };
  let nextChangeAt: string | undefined;
  for (const waiting of [...entries].sort(byPosition)) {
    const { from, until } = liveWindow(waiting.collection, waiting.fields);
    const stillUntil = waiting.stillLive ? liveWindow(waiting.collection, waiting.stillLive.fields).until : undefined;
    for (const moment of [from, until, stillUntil]) {
      if (moment !== undefined && moment > now && (nextChangeAt === undefined || moment < nextChangeAt))
        nextChangeAt = moment;
    }
    const entry = shownAt(waiting, now);
    if (publishedState(entry.collection, entry.fields, now) !== "live") continue;
    const item = {
      id: entry.id,
      slug: entry.slug,
      fields: entry.fields,
      ...(entry.translations ? { translations: entry.translations } : {}),
    };
    if (entry.collection === "openings") {
      const opening = entry.fields as OpeningFields;
      const posted = opening.datePosted ?? laterOf(opening.publishAt, entry.firstPublishedAt)?.slice(0, 10);
      content.openings.push({ ...item, fields: { ...opening, ...(posted ? { datePosted: posted } : {}) } });
    } else {
      (content[entry.collection] as PublishedItem<unknown>[]).push(item);
    }
  }
  content.exhibitions.sort((a, b) => a.fields.startDate.localeCompare(b.fields.startDate));
  return { content, ...(nextChangeAt ? { nextChangeAt } : {}) };
}

function laterOf(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a > b ? a : b;
}

/** The picture names the items hold (their photos), for the caller to look up. */
export function photoNamesOf(content: Omit<PublishedSiteContent, "photos">): string[] {
  const names = new Set<string>();
  for (const item of [...content.news, ...content.galleries]) {
    for (const photo of item.fields.photos ?? []) names.add(photo.name);
  }
  for (const { fields } of content.machines) {
    names.add(fields.browserPhoto);
    for (const tab of fields.tabs) {
      for (const photo of [...tab.photos, ...tab.applicationPhotos]) names.add(photo.name);
    }
    for (const film of fields.films ?? []) names.add(film.thumbnail);
    for (const photo of fields.gallery ?? []) names.add(photo.name);
  }
  for (const { fields } of content["product-lines"]) names.add(fields.photo);
  return [...names].sort();
}
