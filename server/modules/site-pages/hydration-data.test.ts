import { describe, expect, it } from "vitest";
import { scriptHashSources } from "#server/modules/static-site/csp-script-hashes";
import { loaderDataAsJson, REPLAY_SCRIPT } from "./hydration-data";

const STREAM = "window.__reactRouterContext.streamController";
const page = (data: string) =>
  `<html><body><main>News</main><script>window.__reactRouterContext = {};</script>` +
  `<script>${STREAM}.enqueue(${JSON.stringify(data).replaceAll("<", "\\u003c")});</script>` +
  `<script>$RC("B:1","S:1")</script><script>${STREAM}.close();</script></body></html>`;

describe("loader data as JSON", () => {
  it("leaves the page's executable scripts the same whatever its data", () => {
    const one = loaderDataAsJson(page('[{"title":"Plast Alger 2027"}]'));
    const other = loaderDataAsJson(page('[{"title":"K 2028</script><script>alert(1)</script>"}]'));
    expect(scriptHashSources(one)).toEqual(scriptHashSources(other));
    expect(scriptHashSources(one)).toHaveLength(3);
  });

  it("keeps the data, readable as the string the stream was given", () => {
    const data = '[{"title":"K 2028 <b>&</b>"}]';
    const html = loaderDataAsJson(page(data));
    const block = /<script type="application\/json" data-loader-data>([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? "null")).toBe(data);
    expect(html).not.toContain(`${STREAM}.enqueue(`);
    expect(html).toContain(`<script>${REPLAY_SCRIPT}</script></body>`);
  });

  it("feeds the chunks to the stream in order, then closes it", () => {
    const html = loaderDataAsJson(page("first"));
    const chunks = [...html.matchAll(/data-loader-data>([^<]*)</g)].map((match) => JSON.parse(match[1] ?? ""));
    const received: string[] = [];
    let closed = false;
    const controller = { enqueue: (chunk: string) => received.push(chunk), close: () => (closed = true) };
    const document = {
      querySelectorAll: () => chunks.map((text) => ({ textContent: JSON.stringify(text) })),
    };
    new Function("window", "document", REPLAY_SCRIPT)(
      { __reactRouterContext: { streamController: controller } },
      document,
    );
    expect(received).toEqual(["first"]);
    expect(closed).toBe(true);
  });

  it("changes nothing in a page without loader data (the portal's shell)", () => {
    const shell = "<html><body><script>window.__reactRouterContext = {};</script></body></html>";
    expect(loaderDataAsJson(shell)).toBe(shell);
  });
});
