/**
 * Two server processes (the production bundle, build/node/server.js) on one database: a publish
 * made through one is on the other's /Carrer, data file and sitemap within 5 s, and an unpublish
 * leaves it as fast; a machine's changed spec-table figure likewise reaches the other's machine page. On PostgreSQL as deployed; on SQLite too, two processes sharing DATA_DIR.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { ensureBuild } from "#tests/setup/test-app";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { newItems } from "#tests/fixtures/content";

const ADMIN = { email: "web.editor@example.com", password: "loom-6-shuttle-2026-editor" };
/** The ports for two-process tests on this machine: one pair per dialect. */
const PORTS = { sqlite: [3420, 3421], postgres: [3422, 3423] } as const;
const LIVE_WITHIN_MS = 5000;

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["build/node/server.js"], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not start: ${output}`);
}

async function stop(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

/** Milliseconds until `check` holds, polling every 50 ms; Infinity if it never does within the limit. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await check()) ? performance.now() - started : Number.POSITIVE_INFINITY;
}

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("two processes on one %s database", (dialect) => {
  let database: TestDatabase;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const env = {
      DATA_DIR: database.config.dataDir,
      ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const [firstPort, secondPort] = PORTS[dialect];
    if (dialect === "postgres") {
      // Started together: both migrate (under PostgreSQL's advisory lock), and the seed runs once.
      const started = await Promise.allSettled([startServer(firstPort, env), startServer(secondPort, env)]);
      [first, second] = started.map((result) => (result.status === "fulfilled" ? result.value : undefined));
      const failed = started.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
    } else {
      // One after the other: Kysely's migration lock on SQLite holds within a process only.
      first = await startServer(firstPort, env);
      second = await startServer(secondPort, env);
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(first), stop(second)]);
    await database?.drop();
  });

  it("a publish on one is served by the other within 5 s, and so is an unpublish", async () => {
    const login = await fetch(`${first!.url}/api/auth/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${(await login.json()).token}`, "content-type": "application/json" };
    const api = (path: string, body: object) =>
      fetch(`${first!.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });

    const title = "Extrusion Process Engineer";
    const created = await (await api(contentPaths.collection("openings"), { ...newItems.openings, title })).json();
    const otherCarrer = () => fetch(`${second!.url}/Carrer`).then((response) => response.text());
    expect(await otherCarrer()).not.toContain(title);

    expect((await api(contentPaths.publish("openings", created.id), {})).status).toBe(200);
    const published = await timeUntil(async () => (await otherCarrer()).includes(title), LIVE_WITHIN_MS);
    expect(published, second!.output()).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    expect(await fetch(`${second!.url}/Carrer.data`).then((r) => r.text())).toContain(title);
    expect(await fetch(`${second!.url}/sitemap.xml`).then((r) => r.text())).toContain(`/Carrer#${created.slug}</loc>`);

    expect((await api(contentPaths.unpublish("openings", created.id), {})).status).toBe(200);
    const unpublished = await timeUntil(async () => !(await otherCarrer()).includes(title), LIVE_WITHIN_MS);
    expect(unpublished).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    // Both processes agree on the seed: one set of items, not two.
    const list = await fetch(`${second!.url}${contentPaths.collection("openings")}?pageSize=100`, { headers });
    expect((await list.json()).total).toBe(17);
  }, 60_000);

  it("a machine's changed output figure published on one is on the other's machine page within 5 s", async () => {
    const login = await fetch(`${first!.url}/api/auth/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const headers = { authorization: `Bearer ${(await login.json()).token}`, "content-type": "application/json" };
    const machines = await fetch(`${first!.url}${contentPaths.collection("machines")}?pageSize=100`, { headers });
    const loom = (await machines.json()).items.find(
      (item: { fields: MachineFields }) => item.fields.path === "CircularLoom",
    ) as { id: number; fields: MachineFields };
    const tabs = structuredClone(loom.fields.tabs);
    const table = tabs[0]!.specTable!;
    const row = table.rows.findIndex((cells) => cells[0]!.startsWith("Lay-flat fabric width"));
    table.rows[row]![1] = "310–790";
    const otherPage = () => fetch(`${second!.url}/CircularLoom`).then((response) => response.text());
    expect(await otherPage()).not.toContain("310–790");

    const changed = await fetch(`${first!.url}${contentPaths.item("machines", loom.id)}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ tabs }),
    });
    expect(changed.status).toBe(200);
    const published = await fetch(`${first!.url}${contentPaths.publish("machines", loom.id)}`, {
      method: "POST",
      headers,
      body: "{}",
    });
    expect(published.status).toBe(200);
    const live = await timeUntil(async () => (await otherPage()).includes("310–790"), LIVE_WITHIN_MS);
    expect(live, second!.output()).toBeLessThanOrEqual(LIVE_WITHIN_MS);
  }, 60_000);
});
