/**
 * Publishing without a rebuild: two production servers (build/node/server.js) on one SQLite
 * DATA_DIR, as `npm start` runs them. For each run an opening is created and published through the
 * first, and the bench times how long until `/Carrer` shows it on the first (the publishing process)
 * and on the second (which follows by polling), then the same for an unpublish. Then a product line
 * is created, published and unpublished, `--lines` times: a line is in every page's menu, so each
 * draws every page again; timed until the publish answers and until the other process serves (or
 * no longer serves) the line's slider page. The render time per content page comes from the
 * servers' own log ("pages drawn from published content"). Last, the
 * slowest of requests sent one after another to /healthz, first with nothing else running and
 * then while a 24 MP photo is encoded (decision 043: the encode runs on a worker thread).
 *
 *   npx tsx bench/content-publish.ts [--runs=10] [--lines=3] [--no-readme]
 *
 * Needs `npm run build`. Uses ports 3424 and 3425; removes its DATA_DIR at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { contentPaths } from "#contracts/collections/api";
import { markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report";
import { repoRoot } from "./lib/site";
import { percentile } from "./lib/stats";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const RUNS = Number(args.runs ?? 10);
const LINES = Number(args.lines ?? 3);
const PORTS = [3424, 3425] as const;
const ADMIN = { email: "bench.editor@example.com", password: "bench-loom-6-shuttle-2026" };

interface Server {
  child: ChildProcess;
  url: string;
  log: string[];
}

async function startServer(port: number, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [path.join(repoRoot, "build/node/server.js")], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean)));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${log.join("\n")}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url, log };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start`);
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

/** Milliseconds from `from` until `check` holds, polling every 20 ms (at most 15 s). */
async function until(from: number, check: () => Promise<boolean>): Promise<number> {
  while (performance.now() - from < 15_000) {
    if (await check()) return performance.now() - from;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("not live within 15 s");
}

/** The slowest of requests to /healthz, one after another 5 ms apart, each timed from when it was due. */
async function slowestRequestDuring(url: string, work: Promise<unknown>): Promise<number> {
  let running = true;
  void work.finally(() => (running = false)).catch(() => undefined);
  let slowest = 0;
  while (running) {
    const due = performance.now() + 5;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - due);
  }
  return slowest;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-content-"));
  let first: Server | undefined;
  let second: Server | undefined;
  try {
    first = await startServer(PORTS[0], dataDir);
    second = await startServer(PORTS[1], dataDir);
    const login = await fetch(`${first.url}/api/auth/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const headers = { authorization: `Bearer ${(await login.json()).token}`, "content-type": "application/json" };
    const post = (url: string, body: object = {}) =>
      fetch(`${first!.url}${url}`, { method: "POST", headers, body: JSON.stringify(body) }).then((r) => r.json());
    const shows = (server: Server, title: string) => async () =>
      (await fetch(`${server.url}/Carrer`).then((r) => r.text())).includes(title);

    const times = { publishHere: [] as number[], publishThere: [] as number[], unpublishThere: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const title = `Bench Opening ${run + 1}`;
      const created = await post(contentPaths.collection("openings"), {
        title,
        department: "Production",
        location: "Ankleshwar works, Gujarat",
        office: "ankleshwar",
        employmentType: "FULL_TIME",
        experience: "2-4 years on extrusion lines",
        profile: ["Run and set the tape line during customer trials."],
        skills: ["ITI in mechanical maintenance"],
      });
      const published = performance.now();
      const answered = post(contentPaths.publish("openings", created.id));
      const there = until(published, shows(second, title));
      await answered;
      times.publishHere.push(await until(published, shows(first, title)));
      times.publishThere.push(await there);
      const unpublished = performance.now();
      await post(contentPaths.unpublish("openings", created.id));
      times.unpublishThere.push(await until(unpublished, async () => !(await shows(second!, title)())));
    }

    const openingsLog = second.log.length;
    // A product line is in the menu of every page: its publish, and its unpublish, draw every page again.
    const lineTimes = { answered: [] as number[], there: [] as number[] };
    const linesLog = first.log.length;
    for (let run = 0; run < LINES; run++) {
      const line = await post(contentPaths.collection("product-lines"), {
        title: `Compounding ${run + 1}`,
        summary: "Twin-screw compounding lines for filler and colour masterbatch.",
        photo: "category-plastic-recycling",
      });
      for (const action of [contentPaths.publish, contentPaths.unpublish]) {
        const started = performance.now();
        const answered = post(action("product-lines", line.id));
        const shown = action === contentPaths.publish;
        const there = until(
          started,
          async () => (await fetch(`${second!.url}/PlasticRecycling/${line.slug}`)).ok === shown,
        );
        await answered;
        lineTimes.answered.push(performance.now() - started);
        lineTimes.there.push(await there);
      }
    }
    // How many English pages each of those publishes drew, from the first server's log.
    const drawnPerLine = first.log
      .slice(linesLog)
      .map((line) => (line.includes('"pages drawn from published content"') ? JSON.parse(line) : undefined))
      .filter((entry): entry is { pages: Record<string, number> } => entry !== undefined)
      .map((entry) => Object.keys(entry.pages).length);

    // Render times per page, from the second server's log (it draws on every publish it sees).
    const renders: Record<string, number[]> = {};
    for (const line of second.log.slice(0, openingsLog)) {
      if (!line.includes("pages drawn from published content")) continue;
      const { pages, msg } = JSON.parse(line) as { pages: Record<string, number>; msg: string };
      // The English pages, drawn before the publish answers (the other locales' follow, logged apart).
      if (msg !== "pages drawn from published content") continue;
      for (const [page, time] of Object.entries(pages)) (renders[page] ??= []).push(time);
    }

    const pixels = Buffer.alloc(6000 * 4000 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
    const large = await sharp(pixels, { raw: { width: 6000, height: 4000, channels: 3 } })
      .jpeg()
      .toBuffer();
    const idle = await slowestRequestDuring(first.url, new Promise((resolve) => setTimeout(resolve, 5000)));
    // The upload is sent by curl, another process: sending 11 MB from this one would hold up the
    // /healthz requests it times, and the figure would be this process's, not the server's.
    const photoFile = path.join(dataDir, "bench-hall.jpg");
    writeFileSync(photoFile, large);
    const encodeStarted = performance.now();
    const upload = new Promise<void>((resolve, reject) => {
      const curl = spawn(
        "curl",
        [
          "--silent",
          "--fail",
          "--output",
          "/dev/null",
          "--header",
          `authorization: ${headers.authorization}`,
          "--form",
          `photo=@${photoFile};type=image/jpeg`,
          `${first!.url}${contentPaths.photos}`,
        ],
        { stdio: "ignore" },
      );
      curl.on("error", reject);
      curl.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`curl exited with ${code}`))));
    });
    const duringEncode = await slowestRequestDuring(first.url, upload);
    const encodeMs = performance.now() - encodeStarted;

    const rows = [
      ["Publish, live on the publishing process", ms(median(times.publishHere)), ms(Math.max(...times.publishHere))],
      ["Publish, live on the other process", ms(median(times.publishThere)), ms(Math.max(...times.publishThere))],
      [
        "Unpublish, gone from the other process",
        ms(median(times.unpublishThere)),
        ms(Math.max(...times.unpublishThere)),
      ],
      [
        `A product line published or unpublished (${Math.min(...drawnPerLine)}-${Math.max(...drawnPerLine)} English pages drawn), answered`,
        ms(median(lineTimes.answered)),
        ms(Math.max(...lineTimes.answered)),
      ],
      [
        "A product line published or unpublished, on the other process",
        ms(median(lineTimes.there)),
        ms(Math.max(...lineTimes.there)),
      ],
      ...Object.entries(renders).map(([page, values]) => [
        `Render of ${page} (both spellings, HTML and data, compressed)`,
        ms(median(values)),
        ms(Math.max(...values)),
      ]),
    ];
    const headersRow = ["Case", "median", "slowest"];
    const align = ["l", "r", "r"] as const;
    const latency = `Slowest request to /healthz (sent one after another): ${ms(idle)} with nothing running, ${ms(duringEncode)} while a 24 MP photo (${(large.length / 1048576).toFixed(1)} MB JPEG) was encoded in ${(encodeMs / 1000).toFixed(1)} s.`;
    process.stdout.write(`${textTable(headersRow, rows, align)}\n\n${latency}\n`);
    const p = provenance();
    writeOut("content-publish", {
      provenance: p,
      runs: RUNS,
      times,
      lineTimes,
      drawnPerLine,
      renders,
      idle,
      duringEncode,
      encodeMs,
    });
    if (args["no-readme"] !== "true") {
      updateReadmeSection(
        "content-publish",
        `${provenanceLine(p)} ${RUNS} runs.\n\n${markdownTable(headersRow, rows, align)}\n\n${latency}`,
      );
    }
  } finally {
    await Promise.all([stop(first), stop(second)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
