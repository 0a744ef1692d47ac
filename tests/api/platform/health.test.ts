import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("health checks on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("GET /healthz answers 200 while the process runs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("GET /readyz answers 200 when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 503 in the error shape once the database is gone, while /healthz stays 200", async () => {
    await t.db.destroy();
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: "database_unavailable", message: expect.any(String) } });
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});
