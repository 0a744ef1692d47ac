// Lighthouse (mobile preset, simulated throttling) over a list of routes, three runs each,
// median score per category, against our built server on 127.0.0.1 driven through Debian's
// Chromium. Bars: accessibility, best practices and SEO 100, performance 95 or more.
// Usage: npx tsx bench/lighthouse.ts [/route ...] [--runs=3] [--no-readme]
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { pathToFileURL } from "node:url";
import { type CleanupStack, cleanupStack, startSiteServer } from "./lib/processes";
import { markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report";
import { loadPublicPaths } from "./lib/site";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const BARS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const METRICS: Record<string, string> = {
  "first-contentful-paint": "FCP ms",
  "largest-contentful-paint": "LCP ms",
  "total-blocking-time": "TBT ms",
  "cumulative-layout-shift": "CLS",
};
const MAX_RETRIES = 3;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Scores = Partial<Record<Category, number>>;
type Metrics = Record<string, number | undefined>;

export interface RouteResult {
  route: string;
  runs: number;
  retries?: number;
  error?: string;
  scores: Scores;
  metrics: Metrics;
  failing: string[];
  ok: boolean;
  samples?: { scores: Scores; metrics: Metrics; failing: string[]; lcpElement?: string }[];
}

export interface LighthouseReport {
  runs: number;
  bars: Record<Category, number>;
  results: RouteResult[];
  ok: boolean;
}

/**
 * Audits that cost points in a category (score below 1 and a weight), by id. The performance
 * metrics themselves are left out: the table shows their values.
 */
function failingAudits(lhr: Result): string[] {
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.group === "metrics") continue;
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}/${ref.id}`);
    }
  }
  return failing;
}

/** The page's largest paint as Lighthouse names it: the element's tag and class, from its snippet. */
export function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 120);
}

async function auditRoute(cleanup: CleanupStack, origin: string, route: string, runs: number): Promise<RouteResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  let killed = false;
  const kill = async () => {
    if (!killed) {
      killed = true;
      await chrome.kill();
    }
  };
  cleanup.defer(kill);
  try {
    const samples: NonNullable<RouteResult["samples"]> = [];
    let retries = 0;
    while (samples.length < runs) {
      let lhr: Result | undefined;
      let failure: string | undefined;
      try {
        lhr = (await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" }))?.lhr;
        failure = !lhr
          ? "lighthouse returned nothing"
          : lhr.runtimeError && `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      } catch (error) {
        failure = (error as Error).message;
      }
      if (failure || !lhr) {
        // Trace hiccups (NO_NAVSTART, NO_FCP...) happen on a busy machine; Lighthouse's own advice
        // is to run again. A route that keeps failing is reported, not averaged.
        if (++retries > MAX_RETRIES) throw new Error(`lighthouse on ${route}: ${failure}`);
        continue;
      }
      samples.push({
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [
            c,
            lhr.categories[c]?.score == null ? undefined : Math.round(lhr.categories[c].score * 100),
          ]),
        ),
        metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, lhr.audits[m]?.numericValue])),
        failing: failingAudits(lhr),
        lcpElement: lcpElementOf(lhr),
      });
    }
    const scores: Scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]));
    const metrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, median(samples.map((s) => s.metrics[m]))]));
    const failing = [...new Set(samples.flatMap((s) => s.failing))];
    const ok = CATEGORIES.every((c) => scores[c] !== undefined && scores[c] >= BARS[c]);
    return { route, runs, retries, scores, metrics, failing, ok, samples };
  } finally {
    await kill();
  }
}

async function lighthouseRoutes({
  routes,
  runs = 3,
  onRoute = () => {},
}: { routes?: string[]; runs?: number; onRoute?: (result: RouteResult) => void } = {}): Promise<LighthouseReport> {
  const list = routes?.length ? routes : loadPublicPaths().canonical;
  const cleanup = cleanupStack();
  try {
    const server = await startSiteServer(cleanup);
    const results: RouteResult[] = [];
    for (const route of list) {
      let r: RouteResult;
      try {
        r = await auditRoute(cleanup, server.origin, route, runs);
      } catch (error) {
        r = { route, runs, error: (error as Error).message, scores: {}, metrics: {}, failing: [], ok: false };
      }
      onRoute(r);
      results.push(r);
    }
    return { runs, bars: BARS, results, ok: results.every((r) => r.ok) };
  } finally {
    await cleanup.run();
  }
}

function formatLighthouse(report: LighthouseReport): { text: string; markdown: string } {
  const headers = ["route", ...CATEGORIES, ...Object.values(METRICS), "result"];
  const align = ["l", ...CATEGORIES.map(() => "r"), ...Object.keys(METRICS).map(() => "r"), "l"] as ("l" | "r")[];
  const rows = report.results.map((r) => [
    r.route,
    ...CATEGORIES.map((c) => r.scores[c] ?? "n/a"),
    ...Object.keys(METRICS).map((m) => {
      const value = r.metrics[m];
      return value === undefined ? "" : m === "cumulative-layout-shift" ? value.toFixed(3) : Math.round(value);
    }),
    r.error ? `error: ${r.error}` : r.ok ? "ok" : "below bar",
  ]);
  const failing = report.results.filter((r) => r.failing.length > 0).map((r) => `${r.route}: ${r.failing.join(", ")}`);
  const none = report.results.every((r) => r.failing.length === 0)
    ? "\n\nNo audit other than the speed metrics cost points."
    : "";
  const note =
    `Median of ${report.runs} runs per route; mobile preset, simulated throttling. Bars: performance ≥ ${BARS.performance}, others ${BARS.accessibility}.` +
    (failing.length
      ? `\n\nAudits that cost points in at least one run:\n\n${failing.map((f) => `- ${f}`).join("\n")}`
      : none);
  return {
    text: `${textTable(headers, rows, align)}\n\n${note}`,
    markdown: `${markdownTable(headers, rows, align)}\n\n${note}`,
  };
}

export async function main({
  readme = true,
  routes,
  runs,
}: { readme?: boolean; routes?: string[]; runs?: number } = {}): Promise<boolean> {
  const report = await lighthouseRoutes({
    routes,
    runs,
    onRoute: (r) =>
      console.log(
        r.error ? `${r.route}: ${r.error}` : `${r.route}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(", ")}`,
      ),
  });
  const prov = provenance();
  const { text, markdown } = formatLighthouse(report);
  console.log(`\nLighthouse medians\n\n${text}\n`);
  writeOut("lighthouse", { ...prov, ...report });
  if (readme) updateReadmeSection("lighthouse", `${provenanceLine(prov)}\n\n${markdown}`);
  return report.ok;
}

export function parseArgs(argv: readonly string[]): { routes: string[]; runs?: number; readme: boolean } {
  const routes = argv.filter((a) => a.startsWith("/"));
  const runs = argv.find((a) => a.startsWith("--runs="));
  return { routes, ...(runs && { runs: Number(runs.slice("--runs=".length)) }), readme: !argv.includes("--no-readme") };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(parseArgs(process.argv.slice(2))).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: Error) => {
      console.error(`lighthouse: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
