// The browser tests' web server: build/node/server.js with a throwaway DATA_DIR that is
// created for this run and removed when the server exits (Playwright stops it with SIGTERM).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
const server = spawn(process.execPath, ["build/node/server.js"], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal === "SIGTERM" || signal === "SIGINT" ? 0 : 1));
});
