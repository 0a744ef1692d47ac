/**
 * `npm run dev`: one command for working on the site and the portal.
 *
 * 1. The generators the pages need (catalogue and press PDFs, pictures and the media manifest),
 *    through the build's own step definitions: on a fresh clone they run once (about a minute for
 *    the pictures), afterwards only when their sources changed. While the server runs, a change
 *    under content/ or scripts/ runs them again.
 * 2. The API: buildApp without the static site, in a child process that `tsx watch` restarts when
 *    server code changes (scripts/dev/api.ts).
 * 3. Vite's dev server with hot reload, passing the API's paths through to it, so the forms and the
 *    portal work as they do in production. Decision 026 says why Vite is in front.
 *
 * PORT (5173) and HOST (localhost) say where it listens; DEV_API_PORT fixes the API's port (a free
 * one otherwise); DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD and the rest are as for
 * `npm start` (SQLite under ./data by default).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import path from "node:path";
import { createServer, type ProxyOptions, type ViteDevServer } from "vite";
import { BuildError, runSteps } from "../build/runner";
import { BUILD_STATE, GENERATOR_STEPS, ROOT, buildSteps } from "../build/steps";

// Vite serves development builds of React and the app whoever starts it (a test runner sets NODE_ENV=test).
process.env.NODE_ENV = "development";

/** Every path the Fastify server answers besides the site's files (server/routes/). */
const API_PATHS = /^\/(?:(?:api|uploads)\/|(?:send-email|healthz|readyz|sitemap\.xml|robots\.txt)(?:\?|$))/;

async function generate({ quiet }: { quiet: boolean }): Promise<string[]> {
  const outcomes = await runSteps(buildSteps(), {
    root: ROOT,
    statePath: path.join(ROOT, BUILD_STATE),
    only: GENERATOR_STEPS,
    quiet,
    log: (line) => console.log(`generate:${line}`),
  });
  return outcomes.filter((outcome) => outcome.status === "ran").map((outcome) => outcome.name);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startApi(port: number, publicUrl: string): ChildProcess {
  return spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["watch", "--clear-screen=false", "scripts/dev/api.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, DEV_API_PORT: String(port), PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl },
  });
}

/** Runs the generators again when their sources change, one run at a time, and reloads the page after new pictures. */
function regenerateOnChange(server: ViteDevServer) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = generate({ quiet: true })
      .then((ran) => {
        if (ran.includes("media")) server.ws.send({ type: "full-reload" });
      })
      .catch((error: unknown) => {
        console.error(error instanceof BuildError ? error.message : error);
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  server.watcher.on("all", (_event, file) => {
    if (!/^(content|scripts)\//.test(path.relative(ROOT, file))) return;
    clearTimeout(timer);
    timer = setTimeout(run, 300);
  });
}

async function main() {
  const port = Number(process.env.PORT ?? 5173);
  const host = process.env.HOST ?? "localhost";
  try {
    await generate({ quiet: false });
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    for (const outcome of error.outcomes.filter((o) => o.status === "failed")) console.error(outcome.error);
    console.error(`${error.message}: npm run dev cannot serve the pages without them`);
    process.exit(1);
  }

  const apiPort = Number(process.env.DEV_API_PORT ?? (await freePort()));
  const api = startApi(apiPort, `http://${host.includes(":") ? `[${host}]` : host}:${port}`);
  // However this process ends, the API does not outlive it.
  process.on("exit", () => api.kill("SIGTERM"));
  let server: ViteDevServer | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    api.kill("SIGTERM");
    await server?.close();
    if (api.exitCode === null && api.signalCode === null) await new Promise((resolve) => api.once("exit", resolve));
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  api.on("exit", (code) => {
    if (stopping) return;
    console.error(`the API stopped (exit code ${code}); stopping the dev server`);
    void stop(1);
  });

  try {
    const proxy: ProxyOptions = { target: `http://127.0.0.1:${apiPort}` };
    server = await createServer({
      root: ROOT,
      configFile: path.join(ROOT, "vite.config.ts"),
      server: {
        port,
        host,
        strictPort: true,
        proxy: { [API_PATHS.source]: proxy },
        // What the build, the generators and the API write is no source of the pages.
        watch: { ignored: ["build", ".generated", "data"].map((dir) => `${path.join(ROOT, dir)}/**`) },
      },
    });
    regenerateOnChange(server);
    await server.listen();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }
  server.printUrls();
  console.log(
    `  ➜  API:     http://127.0.0.1:${apiPort}/ (behind /api, /send-email, /uploads, /healthz, /sitemap.xml …)`,
  );
}

await main();
