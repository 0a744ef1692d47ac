/**
 * PLACEHOLDER artwork for an image name until the media pipeline's <Picture> lands: a neutral
 * 4:3 panel as a data: URI, so nothing 404s and nothing shifts. Used by the product pages and
 * the category browser; delete it when both use <Picture>.
 */
export const PLACEHOLDER_WIDTH = 800;
export const PLACEHOLDER_HEIGHT = 600;

export function placeholderSrc(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#123a63"/><stop offset="1" stop-color="#071d35"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="url(#g)"/>` +
    `<path d="M0 450H800M0 480H800" stroke="#1d4f82" stroke-width="2"/>` +
    `<rect x="120" y="300" width="560" height="150" rx="8" fill="none" stroke="#f5a524" stroke-width="3"/>` +
    `<text x="400" y="560" fill="#b3bdc7" font-family="sans-serif" font-size="22" text-anchor="middle">${name}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
