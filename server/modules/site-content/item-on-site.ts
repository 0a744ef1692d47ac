/**
 * Which version of an item the site shows (decision 081): a change published for a later time
 * leaves the version on the site there until that time, so an item can be live at one version
 * while the next waits. The portal states both; a publish decides what stays on the site.
 */
import type { Collection, LiveState } from "#contracts/collections/api";
import { type FieldsByCollection, publishedState, type StillLive } from "#contracts/collections/published";
import { type ItemRow, type StaysOnSite, storedFields } from "./content-repository";

type Fields = FieldsByCollection[Collection];

export interface OnSite {
  live: LiveState;
  /** The version the site shows now; null when none is on it. */
  liveVersion: number | null;
  /** When the published version goes live, while it waits for its time; null otherwise. */
  goesLiveAt: string | null;
}

/** Where an item stands at `now`: what the site shows of it, and what waits for its time. */
export function onSite(collection: Collection, row: ItemRow, now: string): OnSite {
  if (row.published === null || row.published_version === null)
    return { live: "draft", liveVersion: null, goesLiveAt: null };
  const fields = storedFields<Fields>(row.published);
  const state = publishedState(collection, fields, now);
  if (state !== "scheduled") {
    return { live: state, liveVersion: state === "live" ? row.published_version : null, goesLiveAt: null };
  }
  const goesLiveAt = fields.publishAt ?? null;
  if (row.still_live === null) return { live: "scheduled", liveVersion: null, goesLiveAt };
  const stillLive = storedFields<StillLive>(row.still_live);
  const live = publishedState(collection, stillLive.fields, now);
  return { live, liveVersion: live === "live" ? stillLive.version : null, goesLiveAt };
}

/**
 * A publish of the draft at `at`: whether it is live at once, and if not, which version the site
 * keeps showing until its time.
 */
export function publishTiming(
  collection: Collection,
  row: ItemRow,
  at: string,
): { liveNow: boolean; stays: StaysOnSite } {
  if (publishedState(collection, storedFields<Fields>(row.draft), at) !== "scheduled")
    return { liveNow: true, stays: "none" };
  if (row.published === null) return { liveNow: false, stays: "none" };
  if (publishedState(collection, storedFields<Fields>(row.published), at) !== "scheduled")
    return { liveNow: false, stays: "published" };
  return { liveNow: false, stays: row.still_live === null ? "none" : "kept" };
}
