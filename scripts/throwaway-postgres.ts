/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 and a free port, for tests and benchmarks,
 * and removes it afterwards. Uses the server binaries of PostgreSQL 15 (Debian's postgresql-15,
 * /usr/lib/postgresql/15/bin, or PG_BIN). initdb refuses to run as root, so as root the cluster
 * runs as the `postgres` user.
 *
 * CLI: `npx tsx scripts/throwaway-postgres.ts` prints the URL and keeps the cluster until Ctrl-C.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const DEFAULT_BIN = "/usr/lib/postgresql/15/bin";

/** Why a cluster cannot be started here, or null when it can. */
export function postgresUnavailableReason(): string | null {
  const bin = process.env.PG_BIN ?? DEFAULT_BIN;
  if (!existsSync(path.join(bin, "initdb"))) return `no PostgreSQL server binaries in ${bin}`;
  if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0) {
    return "running as root and there is no postgres user to run the cluster";
  }
  return null;
}

interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  stop: () => void;
  /** Stops the server (fast shutdown: sessions ended, as a restart or failover does), keeping its data and port. */
  pause: () => void;
  /** Starts a paused server again. */
  resume: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `pause()` stops the server and `resume()` starts it again on the same port with the same data
 * (the outage drill, tests/api/platform/database-outage.test.ts); `stop()` stops it and removes everything.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(`Cannot start PostgreSQL: ${reason}`);
  const bin = process.env.PG_BIN ?? DEFAULT_BIN;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-throwaway-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv]: [string, string[]] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const result = spawnSync(file, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${cmd} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    // A throwaway cluster: durability is not the point, speed is.
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "log"), "-o", options, "-w", "-t", "60", "start"]);
  start();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // A paused cluster has no server to stop.
      if (existsSync(path.join(dataDir, "postmaster.pid")))
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const pause = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop, pause, resume: start };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const cluster = await startThrowawayPostgres();
  console.log(cluster.url);
  const end = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", end);
  process.on("SIGTERM", end);
  setInterval(() => {}, 1 << 30);
}
