/**
 * Build-time: a film from the content (its clip's name and an optional confirmed YouTube ID) as
 * the video modal plays it, with the clip's sources from the media manifest. A clip missing from
 * content/media/video/ fails the build.
 */
import { clipFor } from "~/components/picture/pictures.server";
import type { FilmFields } from "#content/schema";
import type { Film } from "./video-modal";

export function filmOf(title: string, poster: string, { clip, youtubeId }: FilmFields): Film {
  return { title, poster, clip: clipFor(clip), ...(youtubeId ? { youtubeId } : {}) };
}
