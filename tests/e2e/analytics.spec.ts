// Google Analytics with a measurement ID configured (docs/spec.md §7, issue 12): the catalogue
// form's event leaves the page for the analytics host, and the page's own Content-Security-Policy
// lets gtag.js and its request through. This file starts its own server (E2E_PORT + 1) with
// GA_MEASUREMENT_ID set; every request to another host is answered here, so nothing reaches the
// internet: gtag.js is a stand-in that sends the queued events as the real one does.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/site";

const PORT = Number(process.env.E2E_PORT ?? 3199) + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MEASUREMENT_ID = "G-E2ETEST01";

/** Sends each queued event to the collection endpoint, as gtag.js does. */
const STAND_IN_GTAG = `
  (function () {
    var queue = window.dataLayer || [];
    function send(args) {
      if (args[0] !== "event") return;
      var params = new URLSearchParams({ v: "2", tid: ${JSON.stringify(MEASUREMENT_ID)}, en: args[1] });
      Object.keys(args[2] || {}).forEach(function (key) { params.set("ep." + key, String(args[2][key])); });
      fetch("https://region1.google-analytics.com/g/collect?" + params, { method: "POST", mode: "no-cors", keepalive: true });
    }
    queue.forEach(send);
    var push = queue.push.bind(queue);
    queue.push = function (args) { send(args); return push(args); };
  })();
`;

let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  // A first start seeds every translation before it answers (11 s on a quiet machine, more beside
  // another worker): the hook waits as long as its own loop below, not the default 30 s.
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-analytics-"));
  server = spawn(process.execPath, ["build/node/server.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      GA_MEASUREMENT_ID: MEASUREMENT_ID,
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the analytics test server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: ORIGIN });

test("the home catalogue form's event reaches the analytics host, allowed by the page's policy", async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Anything not for the test server or the two analytics hosts is refused.
  await context.route(
    (url) => url.origin !== ORIGIN,
    (route) => route.abort(),
  );
  const scripts: string[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: STAND_IN_GTAG });
  });
  const hits: URL[] = [];
  await context.route("https://*.google-analytics.com/**", (route) => {
    hits.push(new URL(route.request().url()));
    return route.fulfill({ status: 204 });
  });

  // Hydrated before the form is filled: sent earlier, it would post without script, and no event goes out.
  const response = await gotoHydrated(page, "/");
  expect(response?.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  await expect(page.locator('meta[name="ga-measurement-id"]')).toHaveAttribute("content", MEASUREMENT_ID);

  const form = page.getByRole("form", { name: "Catalogue request" });
  await form.getByLabel("Name", { exact: true }).fill("Asha Patel");
  await form.getByLabel("Company name").fill("Patel Polysacks");
  await form.getByLabel("Email").fill("asha@example.com");
  await form.getByLabel("Contact number").fill("+91 98250 12345");
  await form.getByLabel("City").fill("Surat");
  await form.getByLabel("State").fill("Gujarat");
  await form.getByLabel("Country").fill("India");
  await form.getByRole("button", { name: "Get the catalogue" }).click();

  await expect.poll(() => hits.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
  const event = hits[0]!.searchParams;
  expect(Object.fromEntries(event)).toMatchObject({
    tid: MEASUREMENT_ID,
    en: "Download Catalogue",
    "ep.event_category": "Form",
    "ep.event_label": "Catalogue Form Submission",
    "ep.value": "1",
  });
  expect(violations).toEqual([]);
});
