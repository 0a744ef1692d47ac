// Browser tests: Debian's Chromium against the built server (build/node/server.js) on 127.0.0.1.
import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

// A fixed port, so a second run at the same time fails at once instead of testing a stranger's
// server; E2E_PORT picks another when two checkouts on one machine test at once.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The test server's DATA_DIR: a fresh directory per run, named once in the runner process and
 * inherited by the workers through the environment (they load this file again). The server
 * wrapper creates it and removes it when the server stops.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `e2e-data-${process.pid}-${Date.now().toString(36)}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

/** The staff account the server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password" } as const;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    // Desktop unless a file says otherwise; mobile tests set 375 × 812 themselves.
    viewport: { width: 1280, height: 800 },
    screenshot: "only-on-failure",
  },
  // Content editing publishes openings, news and a machine on the one test server, which would change
  // what the careers, news, exhibition and product tests find there: it runs after every other file,
  // in its own project.
  projects: [
    { name: "site", testIgnore: /(content-editing|machine-editor)\.spec\.ts$/ },
    { name: "content-editing", testMatch: /(content-editing|machine-editor)\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: {
    command: "node tests/e2e/support/serve.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: "production",
      // The suite sends more than the ten real forms an address may send in ten minutes (the buyers'
      // walks in each locale among them), all from 127.0.0.1; the limit itself is tested through
      // the API (tests/api/leads/leads.test.ts).
      RATE_LIMIT: "off",
    },
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
