/**
 * Pages are prerendered before anyone knows where they will be served from. They carry this
 * origin wherever an absolute URL is needed (canonical, Open Graph, JSON-LD, sitemap), and the
 * server swaps it for PUBLIC_URL when it loads the build. The .invalid TLD can never resolve.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.invalid";
