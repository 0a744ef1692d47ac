/**
 * YouTube links in the forms editors paste (youtu.be/ID, youtube.com/watch?v=ID, /embed/ID,
 * /shorts/ID) turned into the privacy-enhanced embed that autoplays (docs/spec.md §1 news "Video cards").
 * Anything else gives null: the caller logs it and says so instead of showing a broken frame.
 */
const ID = /^[A-Za-z0-9_-]{6,20}$/;

export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && ID.test(id) ? id : null;
}

export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}
