/*
 * The build's file types, by hand rather than from mime-types: these two tables also decide what
 * is text (compressed, with PUBLIC_URL substituted) and what is media (served with byte ranges),
 * and mime-types would change answers: .js as application/javascript, .svg and .xml without a
 * charset, .ico as image/vnd.microsoft.icon, and nothing for React Router's .data files.
 */
export const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  // React Router's turbo-stream loader data.
  ".data": "text/x-script; charset=utf-8",
};

export const BINARY_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
};
