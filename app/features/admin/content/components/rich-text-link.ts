/**
 * Which link addresses a news body may hold: those the server keeps (contracts/collections/rich-text.ts):
 * http(s), mail and telephone links, and paths on this site; never `//elsewhere`, `javascript:` or `data:`.
 */
import { RICH_TEXT_LINK_SCHEMES } from "#contracts/collections/rich-text";

export function isAllowedLink(href: string): boolean {
  const text = href.trim();
  if (text.startsWith("/")) return !text.startsWith("//") && !text.startsWith("/\\");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  return scheme !== undefined && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}
