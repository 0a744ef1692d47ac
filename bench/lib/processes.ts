// Starting and stopping what a benchmark needs: free ports on 127.0.0.1, our server, and a
// cleanup stack that runs even when the benchmark throws or is interrupted.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { repoRoot, serverEntry } from "./site";

/** A port nothing listens on right now, chosen by the kernel on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Cleanup steps run last-in first-out. `run` also fires on SIGINT/SIGTERM, so an interrupted
 * benchmark still stops the processes it started and removes its temporary files.
 */
export interface CleanupStack {
  defer: (step: () => unknown) => void;
  run: () => Promise<void>;
}

export function cleanupStack(): CleanupStack {
  const steps: (() => unknown)[] = [];
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      while (steps.length > 0) {
        const step = steps.pop()!;
        try {
          await step();
        } catch (error) {
          console.error(`cleanup: ${(error as Error).message}`);
        }
      }
    })();
    return running;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    run().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return {
    defer: (step) => void steps.push(step),
    run: async () => {
      await run();
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    },
  };
}

/** One plain GET without Accept-Encoding (Node's fetch would add gzip): status and body. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function httpGet(url: string, { timeoutMs = 2000 } = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
  });
}

export async function waitForHttp(
  url: string,
  { timeoutMs = 20_000, child }: { timeoutMs?: number; child?: ChildProcess } = {},
): Promise<HttpAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await httpGet(url, { timeoutMs: 1000 });
      if (res.status < 500) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Sends SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export function stopProcess(child: ChildProcess | undefined, { graceMs = 5000 } = {}): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function tail(file: string, bytes = 3000): string {
  try {
    return readFileSync(file, "utf8").slice(-bytes);
  } catch {
    return "(no output)";
  }
}

/**
 * Starts build/node/server.js on 127.0.0.1 with a throwaway DATA_DIR; its output goes to a log
 * file in that directory. Registers its own stop and removal on `cleanup`.
 */
export interface SiteServer {
  origin: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  logFile: string;
}

export interface SiteServerOptions {
  port?: number;
  /** Node options placed before the entry, e.g. ["--cpu-prof", "--cpu-prof-dir=…"]. */
  nodeArgs?: string[];
  /** Environment added to (or, with undefined, removed from) the inherited one. */
  env?: Record<string, string | undefined>;
  /** How long the server may take to answer /healthz (20 s; seconds more on a machine others load). */
  startTimeoutMs?: number;
}

export async function startSiteServer(
  cleanup: CleanupStack,
  { port, nodeArgs = [], env = {}, startTimeoutMs }: SiteServerOptions = {},
): Promise<SiteServer> {
  if (!existsSync(serverEntry)) throw new Error("build/node/server.js is missing: run `npm run build` first");
  const listenPort = port ?? (await freePort());
  const dataDir = tempDir("bench-data-");
  cleanup.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const origin = `http://127.0.0.1:${listenPort}`;
  const logFile = path.join(dataDir, "server.log");
  // The server writes its log straight into the file, as it would under a supervisor: through a
  // pipe to this process, a busy benchmark leaves the pipe full and the server's synchronous log
  // writes wait for it (seconds under the load of load-submissions.ts).
  const log = openSync(logFile, "a", 0o600);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  cleanup.defer(() => stopProcess(child));
  try {
    await waitForHttp(`${origin}/healthz`, { child, timeoutMs: startTimeoutMs });
  } catch (error) {
    await stopProcess(child);
    throw new Error(`our server did not start (${(error as Error).message}). Its output:\n${tail(logFile)}`);
  }
  return { origin, port: listenPort, child, dataDir, logFile };
}
