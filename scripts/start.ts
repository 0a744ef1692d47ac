/**
 * `npm start`: brings the build up to date (scripts/build.ts: nothing to do when no source changed),
 * then runs the server in this terminal, passing signals on so that SIGTERM still shuts it down
 * gracefully, and exiting with its code.
 */
import { spawn, spawnSync } from "node:child_process";

const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ["--enable-source-maps", "build/node/server.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => server.kill(signal));
}
const signalNumbers: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
server.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signalNumbers[signal] ?? 0) : 1));
});
