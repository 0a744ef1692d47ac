// Load on the inquiry endpoint: 200 concurrent submitters for 10 s against the built server on
// 127.0.0.1 (SQLite in a temporary DATA_DIR, mail written as .eml files, the rate limit off).
// The bar (docs/product-brief.md): every answer 2xx, and exactly as many stored inquiries as 2xx answers.
// `--routing` (SQLite): a routing table with people away is set and the inquiries come from its
// places; the sales desk's job must give every one an owner within 60 s of its arrival (issue 24).
// Prints requests per second and latency percentiles. Builds nothing; needs `npm run build`.
import { readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { startThrowawayPostgres } from "../scripts/throwaway-postgres";
import { cleanupStack, startSiteServer, stopProcess } from "./lib/processes";
import { markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report";
import { OWNED_WITHIN_S, type Ownership, PLACES, setRoutingTable, waitForOwners } from "./lib/sales-routing";
import { percentile } from "./lib/stats";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
/**
 * The same load before the measured seconds, on the fresh server: its answers must be 2xx and
 * stored like the rest, but their latencies and rate are left out. The first round of 200
 * submissions arriving at once on a cold process (its code not yet compiled by V8) takes up to a
 * few seconds to answer, and those 200 alone would decide the p99 of a 10 s run.
 */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2_000);
/** Issue 15: stored inquiries per second on SQLite over the measured seconds, and their p99. */
const INTAKE_BAR_PER_SECOND = 1_000;
const INTAKE_BAR_P99_MS = 500;
/** How long the outbox may take to write what the requests left to it, after the load. */
const DRAIN_LIMIT_MS = 60_000;

/**
 * CPU seconds a process and its worker processes have used (Linux /proc), or null elsewhere: a
 * figure the machine's other load does not inflate.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return own + children.reduce((sum, child) => sum + (cpuSeconds(Number(child)) ?? 0), 0);
  } catch {
    return null;
  }
}

interface Counter {
  count(query: string): Promise<number>;
  rows(query: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function openCounter(dataDir: string, databaseUrl: string | undefined): Promise<Counter> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      count: async (query) => Number((await client.query<{ n: string }>(query)).rows[0]!.n),
      rows: async (query) => (await client.query(query)).rows as Record<string, unknown>[],
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  return {
    count: async (query) => (db.prepare(query).get() as { n: number }).n,
    rows: async (query) => db.prepare(query).all() as Record<string, unknown>[],
    close: async () => {
      db.close();
    },
  };
}

function inquiry(submitter: number, n: number, routed: boolean): string {
  const [country, state] = routed ? PLACES[submitter % PLACES.length]! : ["India", "Gujarat"];
  return JSON.stringify({
    name: `Load Buyer ${submitter}`,
    companyName: "Benchmark Polymers",
    email: `buyer${submitter}@bench.example.com`,
    contactNumber: "+91 98250 12345",
    city: "Surat",
    state,
    country,
    message: `Quotation request number ${n} from submitter ${submitter}: a 6-shuttle circular loom.`,
    url: "http://127.0.0.1/ContactUs",
  });
}

interface Answer {
  status: number;
  error?: string;
  ms: number;
}

/**
 * One submitter's keep-alive connection, speaking HTTP/1.1 on a raw socket: one request at a time,
 * answered before the next is written. Node's http client spent 0.6 ms of CPU per request here,
 * almost a whole core of the two at 1,400 requests a second, taken from the server under test;
 * this spends a tenth of that (bench/README.md). Answers are read by their Content-Length (the
 * server does not chunk these small JSON answers; a chunked one is reported as an error).
 */
class Submitter {
  private socket: net.Socket | undefined;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; error?: string }) => void) | undefined;

  constructor(private readonly origin: URL) {}

  private connect(): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(this.origin.port), this.origin.hostname, () => {
        socket.off("error", reject);
        resolve(socket);
      });
      socket.setNoDelay(true);
      socket.once("error", reject);
      socket.on("data", (chunk) => this.onData(chunk));
      const fail = (error?: Error) => {
        if (this.socket === socket) this.socket = undefined;
        this.buffered = Buffer.alloc(0);
        this.settle({ status: 0, error: (error as NodeJS.ErrnoException | undefined)?.code ?? "closed" });
      };
      socket.on("error", fail);
      socket.on("close", () => fail());
    });
  }

  private settle(answer: { status: number; error?: string }): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(answer);
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf("\r\n\r\n");
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString("latin1");
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.socket?.destroy();
      this.settle({ status: 0, error: "no content-length" });
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    this.buffered = this.buffered.subarray(end);
    this.settle({ status });
  }

  async post(requestPath: string, body: string): Promise<Answer> {
    const started = performance.now();
    try {
      this.socket ??= await this.connect();
      const answer = new Promise<{ status: number; error?: string }>((resolve) => {
        this.waiting = resolve;
      });
      this.socket.write(
        `POST ${requestPath} HTTP/1.1\r\nHost: ${this.origin.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return { ...(await answer), ms: performance.now() - started };
    } catch (error) {
      return {
        status: 0,
        error: (error as NodeJS.ErrnoException).code ?? String(error),
        ms: performance.now() - started,
      };
    }
  }

  close(): void {
    this.socket?.destroy();
  }
}

/** `--cpu-prof=DIR`: the server writes a CPU profile (.cpuprofile) there when it stops. */
function cpuProfileDir(): string | undefined {
  const flag = process.argv.find((arg) => arg.startsWith("--cpu-prof="));
  return flag ? path.resolve(flag.slice("--cpu-prof=".length)) : undefined;
}

export async function main({ readme = true } = {}): Promise<boolean> {
  const cleanup = cleanupStack();
  try {
    // The server inherits this environment: SQLite, no SMTP (.eml files), a notification per inquiry.
    for (const name of ["DATABASE_URL", "SMTP_URL"]) delete process.env[name];
    process.env.RATE_LIMIT = "off";
    process.env.NOTIFY_TO = process.env.BENCH_NOTIFY_TO ?? "sales@bench.example.com";
    const profileDir = cpuProfileDir();
    // --postgres: a throwaway PostgreSQL and two worker processes (WEB_CONCURRENCY=2).
    const routed = process.argv.includes("--routing");
    if (routed && process.argv.includes("--postgres")) throw new Error("--routing measures SQLite's intake only");
    const postgres = process.argv.includes("--postgres") ? await startThrowawayPostgres() : undefined;
    if (postgres) cleanup.defer(() => postgres.stop());
    const server = await startSiteServer(cleanup, {
      nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
      env: postgres ? { DATABASE_URL: postgres.url, WEB_CONCURRENCY: "2" } : {},
      startTimeoutMs: 90_000,
    });
    const routingTable = routed ? setRoutingTable(server.dataDir) : undefined;
    const setting = postgres
      ? "PostgreSQL, two workers"
      : routingTable
        ? `SQLite, the sales desk's job routing by ${routingTable.rules} rules and a fallback among ${routingTable.people} people (${routingTable.unavailableIds.length} away or inactive)`
        : "SQLite";
    const name = postgres ? "load-submissions-postgres" : routed ? "load-submissions-routing" : "load-submissions";
    console.log(
      `server on ${server.origin} (${setting}); ${CONCURRENCY} submitters, ${WARMUP_MS / 1000} s warm-up, then ${DURATION_MS / 1000} s measured`,
    );

    const submitters = Array.from({ length: CONCURRENCY }, () => new Submitter(new URL(server.origin)));
    const warmup: Answer[] = [];
    const results: Answer[] = [];
    let sequence = 0;
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = cpuSeconds(server.child.pid);
    const warmupEnds = performance.now() + WARMUP_MS;
    const deadline = warmupEnds + DURATION_MS;
    let clientCpuBefore = process.cpuUsage();
    const warmupOver = setTimeout(() => {
      clientCpuBefore = process.cpuUsage();
    }, WARMUP_MS);
    await Promise.all(
      submitters.map(async (submitter, n) => {
        for (let sentAt = performance.now(); sentAt < deadline; sentAt = performance.now()) {
          const answer = await submitter.post("/api/inquiries", inquiry(n, sequence++, routed));
          (sentAt < warmupEnds ? warmup : results).push(answer);
        }
      }),
    );
    clearTimeout(warmupOver);
    const elapsedS = (performance.now() - warmupEnds) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    for (const submitter of submitters) submitter.close();

    // Every notification must be written, not only stored: a notification a request could not
    // send at once (security review S-09) is the outbox worker's, and the run ends when it is done.
    const drainStarted = performance.now();
    const reader = await openCounter(server.dataDir, postgres?.url);
    while (
      (await reader.count("select count(*) as n from outbox where status = 'pending'")) > 0 &&
      performance.now() - drainStarted < DRAIN_LIMIT_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await reader.close();
    const drainS = (performance.now() - drainStarted) / 1000;
    // The job keeps routing after the load; the waits are measured from each lead's arrival.
    const ownership: Ownership | undefined = routingTable
      ? await waitForOwners(server.dataDir, routingTable, 2 * OWNED_WITHIN_S * 1000)
      : undefined;
    const cpuAfter = cpuSeconds(server.child.pid);

    // Stop the server first: what it answered 2xx must be in the database once it is gone.
    await stopProcess(server.child, { graceMs: 15_000 });
    const db = await openCounter(server.dataDir, postgres?.url);
    const stored = await db.count("select count(*) as n from inquiries");
    const spam = await db.count("select count(*) as n from inquiries where is_spam = 1");
    const outbox = Object.fromEntries(
      (await db.rows("select status, count(*) as n from outbox group by status")).map((r) => [r.status, Number(r.n)]),
    );
    await db.close();

    const answers = [...warmup, ...results];
    const ok = answers.filter((r) => r.status >= 200 && r.status < 300).length;
    const failures = answers.filter((r) => !(r.status >= 200 && r.status < 300));
    const failureKinds = Object.entries(
      failures.reduce<Record<string, number>>((acc, r) => {
        const kind = r.error ?? String(r.status);
        return { ...acc, [kind]: (acc[kind] ?? 0) + 1 };
      }, {}),
    );
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const figures = {
      concurrency: CONCURRENCY,
      seconds: Number(elapsedS.toFixed(1)),
      warmupRequests: warmup.length,
      requests: results.length,
      ok,
      failures: failures.length,
      failureKinds: Object.fromEntries(failureKinds),
      stored,
      spam,
      outbox,
      requestsPerSecond: Math.round(results.length / elapsedS),
      drainSeconds: Number(drainS.toFixed(1)),
      /** Stored inquiries per second with every notification written: load and drain together. */
      storedPerSecondWithMail: Math.round(stored / (WARMUP_MS / 1000 + elapsedS + drainS)),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
      serverCpuMsPerRequest:
        cpuBefore === null || cpuAfter === null
          ? null
          : Number((((cpuAfter - cpuBefore) * 1000) / answers.length).toFixed(2)),
      /** What the submitters themselves cost: they share the machine's cores with the server. */
      clientCpuMsPerRequest: Number(((clientCpu.user + clientCpu.system) / 1000 / results.length).toFixed(2)),
      loadAverage: Number(loadBefore.toFixed(1)),
    };
    const notified = outbox.sent ?? 0;
    const nothingLost = failures.length === 0 && stored === ok && results.length > 0 && notified === stored - spam;
    // Issue 15's bar for lead intake on SQLite, judged on the measured seconds.
    const fastEnough = figures.requestsPerSecond >= INTAKE_BAR_PER_SECOND && figures.p99Ms < INTAKE_BAR_P99_MS;
    const pass = nothingLost && (postgres !== undefined || fastEnough) && (ownership?.pass ?? true);

    const headers = [
      "requests (warm-up + measured)",
      "2xx",
      "other",
      "stored rows",
      "req/s",
      "p50 ms",
      "p99 ms",
      "max ms",
    ];
    const row = [
      `${warmup.length} + ${figures.requests}`,
      ok,
      failures.length,
      stored,
      figures.requestsPerSecond,
      figures.p50Ms,
      figures.p99Ms,
      figures.maxMs,
    ];
    const align = headers.map(() => "r" as const);
    console.log(textTable(headers, [row], align));
    if (failureKinds.length > 0)
      console.log(`non-2xx answers: ${failureKinds.map(([k, n]) => `${k} × ${n}`).join(", ")}`);
    console.log(`outbox after the run: ${JSON.stringify(outbox)}; inquiries judged spam: ${spam}`);
    console.log(
      `notifications written ${drainS.toFixed(1)} s after the load ended; stored inquiries per second with every notification written: ${figures.storedPerSecondWithMail}`,
    );
    console.log(
      `server CPU per request: ${figures.serverCpuMsPerRequest ?? "?"} ms; the submitters' own: ${figures.clientCpuMsPerRequest} ms; machine load average at the start: ${figures.loadAverage} on ${os.cpus().length} cores`,
    );
    console.log(
      nothingLost
        ? "every answer 2xx, every 2xx stored, every notification written"
        : "FAIL: an answer was not 2xx, the stored rows differ from the 2xx answers, or a notification is unwritten",
    );
    const intakeVerdict = postgres
      ? `issue 15's intake bar is judged on SQLite; here for reference: ${figures.requestsPerSecond} a second, p99 ${figures.p99Ms} ms`
      : `${fastEnough ? "met" : "missed"}: ${INTAKE_BAR_PER_SECOND} or more stored inquiries per second with p99 under ${INTAKE_BAR_P99_MS} ms`;
    console.log(intakeVerdict);
    const ownershipLine = ownership
      ? `Owners: ${ownership.leads - ownership.unowned} of ${ownership.leads} leads owned by ${ownership.owners} people, ` +
        `${ownership.toUnavailable} given to someone away or inactive; wait from arrival to owner p50 ${ownership.p50WaitS} s, ` +
        `p99 ${ownership.p99WaitS} s, max ${ownership.maxWaitS} s: every lead owned within ${OWNED_WITHIN_S} s ${ownership.pass ? "met" : "missed"}.`
      : "";
    if (ownership) console.log(ownershipLine);

    const measured = provenance();
    writeOut(name, { ...measured, ...figures, ownership, pass });
    if (readme) {
      updateReadmeSection(
        name,
        `${provenanceLine(measured)} ${CONCURRENCY} submitters, ${WARMUP_MS / 1000} s warm-up and ${figures.seconds} s measured, ${setting}, mail as .eml files, one notification per inquiry. ` +
          `Server CPU per request ${figures.serverCpuMsPerRequest ?? "?"} ms, the submitters' own ${figures.clientCpuMsPerRequest} ms; load average ${figures.loadAverage} when it started. ` +
          `Every notification written ${figures.drainSeconds} s after the load: ${figures.storedPerSecondWithMail} stored inquiries per second with mail.\n\n` +
          `${markdownTable(headers, [row], align)}\n\n${nothingLost ? "Every answer 2xx, every 2xx stored, every notification written." : "**An answer was lost or not 2xx.**"} ` +
          (postgres
            ? ""
            : `Intake bar (${INTAKE_BAR_PER_SECOND}/s, p99 under ${INTAKE_BAR_P99_MS} ms) ${fastEnough ? "met" : "missed"}.`) +
          (ownership ? ` ${ownershipLine}` : ""),
      );
    }
    return pass;
  } finally {
    await cleanup.run();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pass = await main({ readme: !process.argv.includes("--no-readme") });
  process.exit(pass ? 0 : 1);
}
