/**
 * The rich text of a news item's body, as stored: HTML limited to the elements and attributes
 * below. The server cleans every body it is sent down to this list (no script, no event handlers,
 * no style, and links only to http(s), mail, telephone and this site's own paths); the portal's
 * editor offers exactly these, so what an editor sees is what the page shows.
 */

/** Block and inline elements a body may hold. */
export const RICH_TEXT_ELEMENTS = ["p", "h3", "h4", "ul", "ol", "li", "blockquote", "strong", "em", "a", "br"] as const;

/** Attributes per element: only links carry any. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ["href"] };

/** Link schemes allowed in `href`; relative paths on this site are allowed too, `//host` is not. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** The longest body accepted, in characters of HTML. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
