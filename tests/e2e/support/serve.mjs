// The browser tests' web server: build/node/server.js with the run's DATA_DIR (named by
// playwright.config.ts), created here and removed when the server exits (a directory that
// already existed is left alone). Playwright stops the server with SIGTERM.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error("serve.mjs: DATA_DIR is not set");
  process.exit(1);
}
const created = !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, ["build/node/server.js"], { stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  if (created) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal === "SIGTERM" || signal === "SIGINT" ? 0 : 1));
});
