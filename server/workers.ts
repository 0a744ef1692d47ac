/**
 * WEB_CONCURRENCY=N: the process becomes a primary that runs N workers (node:cluster), each a whole
 * server on the shared port (docs/decisions/037-worker-processes.md). The primary brings the schema up
 * to date once before any worker starts, so workers never race to migrate; it serves nothing itself.
 *
 * SIGTERM (or SIGINT) drains: every worker gets SIGTERM, stops accepting, finishes its requests in
 * flight and its sends under way (server/server.ts), and exits; the primary exits when the last one
 * has, with 1 if any worker failed to stop cleanly. A worker that dies on its own is replaced,
 * unless workers keep dying (then the primary exits for its supervisor to see).
 */
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config";
import { createDatabase, migrateToLatest } from "./db/database";

/** The environment variable that tells a worker its place (0 is the one that creates the first account). */
const WORKER_INDEX_VARIABLE = "SITE_WORKER_INDEX";

/** More deaths than this within a minute means something is wrong with every worker, not one. */
const MAX_RESTARTS_PER_MINUTE = 5;

function say(level: "info" | "warn" | "error", msg: string, details: object = {}) {
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, role: "primary", ...details, msg });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

export async function runPrimary(config: Config): Promise<void> {
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.db.destroy();
  }

  let shuttingDown = false;
  let failedStops = 0;
  const recentDeaths: number[] = [];
  const indexOf = new Map<Worker, number>();

  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    indexOf.set(worker, index);
  };

  cluster.on("exit", (worker, code, signal) => {
    const index = indexOf.get(worker) ?? 0;
    indexOf.delete(worker);
    if (shuttingDown) {
      if (code !== 0) failedStops++;
      if (indexOf.size === 0) {
        say("info", "all workers stopped");
        process.exit(failedStops > 0 ? 1 : 0);
      }
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    if (recentDeaths.length > MAX_RESTARTS_PER_MINUTE) {
      say("error", "workers keep dying: stopping", { deaths: recentDeaths.length });
      shutDown("SIGTERM");
      return;
    }
    say("warn", "a worker died: starting another", { workerPid: worker.process.pid, code, signal });
    start(index);
  });

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    say("info", "shutting down: draining the workers", { signal, workers: indexOf.size });
    if (indexOf.size === 0) process.exit(0);
    for (const worker of indexOf.keys()) worker.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));

  for (let index = 0; index < config.webConcurrency; index++) start(index);
  say("info", `running ${config.webConcurrency} workers`, { port: config.port });
}

export const isPrimaryOfWorkers = (config: Config) => config.webConcurrency > 1 && cluster.isPrimary;

/** The first account is created by one process only: the only one, or worker 0. */
export const createsFirstAccount = () =>
  !cluster.isWorker || process.env[WORKER_INDEX_VARIABLE] === "0" || process.env[WORKER_INDEX_VARIABLE] === undefined;
