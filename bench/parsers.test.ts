// The benchmarks' readers of wrk output, page HTML, chunk imports and Lighthouse's results, and their median.
import { init } from "es-module-lexer";
import { beforeAll, describe, expect, it } from "vitest";
import { foreignTexts, importsOf, scriptsOfHtml } from "./bundle-report";
import { lcpElementOf, median, parseArgs } from "./lighthouse";
import { parseWrk } from "./static-ratio";

describe("parseWrk", () => {
  const output = `Running 10s test @ http://127.0.0.1:40069/Aboutus
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms    5.01ms 136.11ms   98.90%
    Req/Sec    16.15k     1.90k   20.01k    71.00%
  Latency Distribution
     50%  680.00us
     75%    1.20ms
     90%    2.50ms
     99%    1.02s
  321412 requests in 10.00s, 4.01GB read
  Socket errors: connect 0, read 2, write 1, timeout 4
  Non-2xx or 3xx responses: 12
Requests/sec:  32141.27
Transfer/sec:    410.52MB
`;

  it("reads requests per second, totals, errors and latency percentiles in ms", () => {
    expect(parseWrk(output)).toEqual({
      requestsPerSecond: 32141.27,
      requests: 321412,
      non2xx: 12,
      socketErrors: 7,
      latencyMs: { p50: 0.68, p75: 1.2, p90: 2.5, p99: 1020 },
    });
  });

  it("counts no errors when wrk prints none", () => {
    const clean = output.replace(/ {2}Socket errors.*\n/, "").replace(/ {2}Non-2xx.*\n/, "");
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, socketErrors: 0 });
  });

  it("refuses output without a rate rather than reporting zero", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/Requests\/sec/);
  });
});

describe("scriptsOfHtml", () => {
  beforeAll(() => init);

  it("finds script src, modulepreload links and the imports of inline module scripts", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/assets/root.css"/>
      <link rel="modulepreload" href="/assets/manifest.js"/>
      <link href="/assets/entry.js" rel="modulepreload">
      <link rel="preload" as="font" href="/assets/inter.woff2">
      <script type="application/ld+json">{"import":"not code"}</script>
      <script src="/assets/legacy.js"></script>
    </head><body><script>window.x = "import('/assets/not-a-module.js')";</script>
      <script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import("/assets/entry.client.js");</script></body></html>`;
    expect(scriptsOfHtml(html).sort()).toEqual(
      [
        "/assets/entry.client.js",
        "/assets/entry.js",
        "/assets/legacy.js",
        "/assets/manifest.js",
        "/assets/root.js",
      ].sort(),
    );
  });
});

describe("importsOf", () => {
  beforeAll(() => init);
  const chunk = `import{a as b}from"./jsx-runtime.js";import"./side-effect.js";export{c}from"./re-export.js";const lazy=()=>import("./lazy.js");`;

  it("lists the static imports of a minified chunk, not its lazy ones", () => {
    expect(importsOf(chunk)).toEqual(["./jsx-runtime.js", "./side-effect.js", "./re-export.js"]);
  });

  it("adds literal dynamic imports when asked", () => {
    expect(importsOf(chunk, { dynamic: true })).toContain("./lazy.js");
  });
});

describe("median and arguments", () => {
  it("takes the middle of an odd count, the mean of the middle two of an even one, and skips gaps", () => {
    expect(median([97, 95, 100])).toBe(97);
    expect(median([90, 100, 96, 94])).toBe(95);
    expect(median([undefined, 88])).toBe(88);
    expect(median([])).toBeUndefined();
  });

  it("takes routes and a run count from the command line", () => {
    expect(parseArgs(["/", "/Aboutus", "--runs=5", "--no-readme"])).toEqual({
      routes: ["/", "/Aboutus"],
      runs: 5,
      readme: false,
    });
    expect(parseArgs([])).toEqual({ routes: [], readme: true });
  });
});

describe("foreignTexts", () => {
  it("lists the other locales' distinctive texts, never the page's own, English or a language's name", () => {
    const onRussian = foreignTexts("ru");
    expect(onRussian.get("Không tìm thấy trang")).toBe("vi");
    expect(onRussian.get("Page introuvable")).toBe("fr");
    expect(onRussian.has("Страница не найдена")).toBe(false);
    expect(onRussian.has("Skip to main content")).toBe(false);
    expect(onRussian.has("Русский")).toBe(false);
    const onEnglish = foreignTexts("en");
    expect(onEnglish.get("Страница не найдена")).toBe("ru");
    expect(onEnglish.has("o")).toBe(false);
  });
});

describe("lcpElementOf", () => {
  it("names the largest paint by its snippet, and nothing when the audit has none", () => {
    const snippet = '<img fetchpriority="high" data-picture="home-hero" src="/assets/media/home-hero-960.jpg">';
    const lhr = {
      audits: {
        "largest-contentful-paint-element": { details: { items: [{ items: [{ node: { snippet } }] }] } },
      },
    } as unknown as Parameters<typeof lcpElementOf>[0];
    expect(lcpElementOf(lhr)).toBe(snippet.slice(0, 120));
    expect(lcpElementOf({ audits: {} } as unknown as Parameters<typeof lcpElementOf>[0])).toBeUndefined();
  });
});
