/**
 * Addresses of a confirmed YouTube upload (content/schema.ts, filmFields): the privacy-enhanced
 * embed that autoplays in the video modal (docs/spec.md §1 news "Video cards"), and the watch page
 * the corporate film opens in a new tab. Anything that is not a video ID gives null: the caller
 * logs it and plays the site's own clip instead of showing a broken frame.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeEmbedUrl(id: string): string | null {
  return ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

export function youtubeWatchUrl(id: string): string | null {
  return ID.test(id) ? `https://www.youtube.com/watch?v=${id}` : null;
}
