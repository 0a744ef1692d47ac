// `npm run dev` (scripts/dev/dev.ts) as a newcomer uses it: one command that serves pages whose
// pictures resolve, and the API behind the same port, so an inquiry is stored and staff see it.
// The generators are up to date when `npm test` gets here (it builds first); on their own they
// take a minute or more, hence the long start-up allowance.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "#server/modules/spam/spam-score";
import { leadPaths } from "#contracts/lead-endpoints";
import { staffPaths } from "#contracts/staff-portal";

const ADMIN = { email: "dev-check@example.com", password: "dev-check-password-7" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("npm run dev", () => {
  let child: ChildProcess;
  let exited: Promise<unknown>;
  let output = "";
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "dev-server-test-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["--import", "tsx", "scripts/dev/dev.ts"], {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    exited = new Promise((resolve) => child.on("exit", resolve));
    // Ready when the API answers through the dev server's port.
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${output}`);
      const health = await fetch(`${base}/healthz`).catch(() => undefined);
      if (health?.ok) break;
      if (Date.now() > deadline) throw new Error(`npm run dev did not answer /healthz in time:\n${output}`);
      await sleep(500);
    }
  }, 250_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(15_000)]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 20_000);

  it("serves a page rendered with its pictures, and the pictures themselves", { timeout: 90_000 }, async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const pictures = [...html.matchAll(/\/assets\/media\/[\w.-]+\.webp/g)].map((match) => match[0]);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of new Set(pictures.slice(0, 3))) {
      const response = await fetch(`${base}${picture}`);
      expect(response.status, picture).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
    }
  });

  it(
    "passes the API through: an inquiry is stored and the signed-in staff list shows it",
    { timeout: 60_000 },
    async () => {
      const { token } = (await (await fetch(`${base}${leadPaths.formToken}`)).json()) as { token: string };
      // As a person takes a few seconds over the form; a faster one is scored as spam.
      await sleep(MIN_FILL_MS + 500);
      const email = `buyer-${Date.now()}@mehta-polysacks.in`;
      const sent = await fetch(`${base}${leadPaths.inquiry}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          name: "Asha Mehta",
          companyName: "Mehta Polysacks",
          email,
          contactNumber: "+91 98250 12345",
          city: "Surat",
          state: "Gujarat",
          country: "India",
          message: "Please quote a 6-shuttle circular loom for 40 tonnes a month.",
          url: `${base}/ContactUs`,
          endText: "ContactUs",
          formToken: token,
        }),
      });
      expect(sent.status, await sent.clone().text()).toBe(201);

      const signIn = await fetch(`${base}${staffPaths.login}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status).toBe(200);
      const { token: session } = (await signIn.json()) as { token: string };
      const list = await fetch(`${base}${staffPaths.inquiries}`, { headers: { authorization: `Bearer ${session}` } });
      expect(list.status).toBe(200);
      const { items } = (await list.json()) as { items: { email: string }[] };
      expect(items.map((item) => item.email)).toContain(email);
    },
  );
});
