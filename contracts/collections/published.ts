/**
 * What the public pages are rendered from: the items of each collection that are on the site at a
 * given moment, in page order, and the uploaded photos they name. The server hands this to the
 * route loaders when it renders a page after a publish; the build's prerender makes the same from
 * the seed (content/collections.ts), so both paths draw the same page from the same data.
 */
import type { Collection, LiveState } from "./api";
import { type ExhibitionFields, exhibitionEndsAt } from "./exhibitions";
import type { GalleryFields } from "./galleries";
import type { NewsFields } from "./news";
import type { OpeningFields } from "./openings";

export interface PublishedItem<Fields> {
  id: number;
  slug: string;
  fields: Fields;
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
  photos: Record<string, PublishedPhoto>;
}

export interface FieldsByCollection {
  openings: OpeningFields;
  news: NewsFields;
  exhibitions: ExhibitionFields;
  galleries: GalleryFields;
}

/** When a published item is on the site: from its publishAt (or at once) until its closing time. */
export function liveWindow<C extends Collection>(
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
