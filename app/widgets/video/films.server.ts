/**
 * Build-time: a film from the content (its clip's name and an optional confirmed YouTube ID) as
 * the video modal plays it, with the clip's sources from the media manifest. A clip missing from
 * content/media/video/ fails the build.
 */
import type { ClipData } from "~/components/picture/picture-data";
import { clipFor } from "~/components/picture/pictures.server";
import type { FilmFields } from "#content/schema";
import { youtubeWatchUrl } from "./embed-url";
import type { Film } from "./video-modal";

/** A film of YouTube alone (an editor's video) has no clip: the modal plays the embed and never reads one. */
export function filmOf(
  title: string,
  poster: string,
  { clip, youtubeId }: { clip?: string | undefined; youtubeId?: string | undefined },
): Film {
  return { title, poster, clip: clip ? clipFor(clip) : { sources: [] }, ...(youtubeId ? { youtubeId } : {}) };
}

/**
 * Where a film opened in a new tab goes (the corporate film, docs/spec.md §1): its confirmed YouTube
 * watch page, or else the clip's MP4, which every browser plays on its own. Decided at build, so
 * the page carries an address and no code.
 */
export function filmLink(
  { clip, youtubeId }: FilmFields,
  { sources }: ClipData = clipFor(clip),
): { href: string; youtube: boolean } {
  const watch = youtubeId ? youtubeWatchUrl(youtubeId) : null;
  if (watch) return { href: watch, youtube: true };
  const playable = sources.find((source) => source.type === "video/mp4") ?? sources[0];
  if (!playable) throw new Error(`Clip "${clip}" has no file to link to.`);
  return { href: playable.src, youtube: false };
}
