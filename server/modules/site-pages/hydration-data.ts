/**
 * The page's loader data as data, not code (security review 2, T-02; decision 050). React Router
 * hands the data to the browser as inline scripts whose text is the data
 * (`streamController.enqueue("…")`), so every publish would make scripts no build produced, and
 * a policy that allowed them would allow whatever a page's content carries. Each of those becomes
 * a non-executable `<script type="application/json">`, and the closing script becomes one fixed
 * script that feeds them to the stream in order: the same for every page and every publish, so
 * its hash is one the build produced.
 */

const STREAM = "window.__reactRouterContext.streamController";
/** A JSON string literal as React Router writes it (JSON.stringify, then <, >, & and the line separators escaped). */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = `<script>${STREAM}.close();</script>`;
const CHUNK_ATTRIBUTE = "data-loader-data";

/** Runs where the closing script ran: the chunks above it, in document order, then the end of the stream. */
export const REPLAY_SCRIPT =
  `(function(s){document.querySelectorAll("script[${CHUNK_ATTRIBUTE}]").forEach(function(e){` +
  `s.enqueue(JSON.parse(e.textContent))});s.close()})(${STREAM});`;

/** `html` with its loader data in JSON blocks read by the one fixed script; a page without any is unchanged. */
export function loaderDataAsJson(html: string): string {
  // React Router's own closing script is the page's last one; the data it closes comes before it.
  const close = html.lastIndexOf(CLOSE);
  if (close === -1) return html;
  const asJson = (part: string) =>
    part.replace(
      ENQUEUE,
      (_script, literal: string) => `<script type="application/json" ${CHUNK_ATTRIBUTE}>${literal}</script>`,
    );
  return `${asJson(html.slice(0, close))}<script>${REPLAY_SCRIPT}</script>${html.slice(close + CLOSE.length)}`;
}
