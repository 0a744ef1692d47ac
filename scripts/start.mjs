// `npm start`: build when the build is missing or stale, then run the server in this terminal,
// passing signals on so that SIGTERM still shuts it down gracefully, and exiting with its code.
import { spawn } from "node:child_process";
import { ensureBuild } from "./build-freshness.mjs";

try {
  ensureBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ["--enable-source-maps", "build/node/server.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 0) : 1));
});
