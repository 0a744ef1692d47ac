// Lighthouse (mobile preset, simulated throttling) over a list of routes, three runs each,
// median score per category, against our built server on 127.0.0.1 driven through Debian's
// Chromium. Bars: accessibility, best practices and SEO 100, performance 95 or more.
// Usage: node bench/lighthouse.mjs [/route ...] [--runs=3] [--no-readme]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pathToFileURL } from "node:url";
import { markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report.mjs";
import { cleanupStack, startSiteServer } from "./lib/processes.mjs";
import { loadPublicPaths } from "./lib/site.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const BARS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const METRICS = {
  "first-contentful-paint": "FCP ms",
  "largest-contentful-paint": "LCP ms",
  "total-blocking-time": "TBT ms",
  "cumulative-layout-shift": "CLS",
};
const MAX_RETRIES = 3;
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Audits that cost points in a category (score below 1 and a weight), by id. The performance
 * metrics themselves are left out: the table shows their values.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.group === "metrics") continue;
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}/${ref.id}`);
    }
  }
  return failing;
}

async function auditRoute(cleanup, origin, route, runs) {
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
    const samples = [];
    let retries = 0;
    while (samples.length < runs) {
      let lhr;
      let failure;
      try {
        lhr = (await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" }))?.lhr;
        failure = !lhr
          ? "lighthouse returned nothing"
          : lhr.runtimeError && `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      } catch (error) {
        failure = error.message;
      }
      if (failure) {
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
      });
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]));
    const metrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, median(samples.map((s) => s.metrics[m]))]));
    const failing = [...new Set(samples.flatMap((s) => s.failing))];
    const ok = CATEGORIES.every((c) => scores[c] !== undefined && scores[c] >= BARS[c]);
    return { route, runs, retries, scores, metrics, failing, ok, samples };
  } finally {
    await kill();
  }
}

export async function lighthouseRoutes({ routes, runs = 3, onRoute = () => {} } = {}) {
  const list = routes?.length ? routes : (await loadPublicPaths()).canonical;
  const cleanup = cleanupStack();
  try {
    const server = await startSiteServer(cleanup);
    const results = [];
    for (const route of list) {
      let r;
      try {
        r = await auditRoute(cleanup, server.origin, route, runs);
      } catch (error) {
        r = { route, runs, error: error.message, scores: {}, metrics: {}, failing: [], ok: false };
      }
      onRoute(r);
      results.push(r);
    }
    return { runs, bars: BARS, results, ok: results.every((r) => r.ok) };
  } finally {
    await cleanup.run();
  }
}

export function formatLighthouse(report) {
  const headers = ["route", ...CATEGORIES, ...Object.values(METRICS), "result"];
  const align = ["l", ...CATEGORIES.map(() => "r"), ...Object.keys(METRICS).map(() => "r"), "l"];
  const rows = report.results.map((r) => [
    r.route,
    ...CATEGORIES.map((c) => r.scores[c] ?? "n/a"),
    ...Object.keys(METRICS).map((m) =>
      r.metrics[m] === undefined
        ? ""
        : m === "cumulative-layout-shift"
          ? r.metrics[m].toFixed(3)
          : Math.round(r.metrics[m]),
    ),
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

export async function main({ readme = true, routes, runs } = {}) {
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

export function parseArgs(argv) {
  const routes = argv.filter((a) => a.startsWith("/"));
  const runs = argv.find((a) => a.startsWith("--runs="));
  return { routes, ...(runs && { runs: Number(runs.slice("--runs=".length)) }), readme: !argv.includes("--no-readme") };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(parseArgs(process.argv.slice(2))).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(`lighthouse: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
