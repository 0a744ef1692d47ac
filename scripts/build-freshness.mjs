// Is the build missing or older than its sources? Used by start.mjs and ensure-build.mjs, which
// rebuild only then. A lock keeps two processes (say, parallel test files) from building at once.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Written by precompress.mjs, the last step of `npm run build`. */
export const STAMP_FILE = "build/.stamp";

const REQUIRED = ["build/client/index.html", "build/node/server.js"];
const SOURCE_DIRS = ["app", "content", "contracts", "server", "public"];
const CONFIG_FILES = ["package.json", "package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
const LOCK_DIR = "build/.build-lock";
const LOCK_WAIT_MS = 10 * 60_000;

/** A source newer than `since`, or undefined. Tests beside the code are not part of the build. */
function newerSource(entry, since) {
  let info;
  try {
    info = statSync(entry);
  } catch {
    return undefined;
  }
  if (info.isDirectory()) {
    for (const name of readdirSync(entry)) {
      if (name.startsWith(".") || name === "node_modules") continue;
      const found = newerSource(path.join(entry, name), since);
      if (found) return found;
    }
    return undefined;
  }
  return info.mtimeMs > since && !/\.test\.tsx?$/.test(entry) ? entry : undefined;
}

/** Why the build must be redone, or undefined when it is up to date. */
export function staleReason() {
  const missing = REQUIRED.find((file) => !existsSync(file));
  if (missing) return `${missing} is missing`;
  if (!existsSync(STAMP_FILE)) return `${STAMP_FILE} is missing (the last build did not finish)`;
  const builtAt = statSync(STAMP_FILE).mtimeMs;
  for (const source of [...SOURCE_DIRS, ...CONFIG_FILES]) {
    const newer = newerSource(source, builtAt);
    if (newer) return `${newer} changed since the last build`;
  }
  return undefined;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function tryLock() {
  mkdirSync("build", { recursive: true });
  try {
    mkdirSync(LOCK_DIR);
    writeFileSync(path.join(LOCK_DIR, "pid"), String(process.pid));
    return true;
  } catch {
    let holder = NaN;
    try {
      holder = Number(readFileSync(path.join(LOCK_DIR, "pid"), "utf8"));
    } catch {
      // The holder has created the directory but not yet written its pid, or died in between.
      const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10_000) rmSync(LOCK_DIR, { recursive: true, force: true });
      return false;
    }
    if (!processAlive(holder)) rmSync(LOCK_DIR, { recursive: true, force: true });
    return false;
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `npm run build` when the build is stale; waits for a build another process is running. */
export function ensureBuild({ log = console.log } = {}) {
  const waitUntil = Date.now() + LOCK_WAIT_MS;
  let reason = staleReason();
  while (reason) {
    if (tryLock()) {
      try {
        reason = staleReason();
        if (!reason) return;
        log(`Building the site: ${reason}.`);
        // A build started from a test runner would inherit NODE_ENV=test and ship development React.
        const env = { ...process.env, NODE_ENV: "production" };
        const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
        if (result.status !== 0) throw new Error(`npm run build failed (exit code ${result.status ?? result.signal})`);
        return;
      } finally {
        rmSync(LOCK_DIR, { recursive: true, force: true });
      }
    }
    if (Date.now() > waitUntil) throw new Error(`gave up waiting for another build (${LOCK_DIR})`);
    sleep(500);
    reason = staleReason();
  }
}
