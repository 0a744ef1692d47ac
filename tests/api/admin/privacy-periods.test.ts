// The privacy notice says the periods the server deletes by (issue 13): the build carries tokens,
// and each start writes APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS and the backups' span
// (BACKUP_KEEP × BACKUP_INTERVAL_HOURS) in their place, in the page and in the data a visitor
// arriving by a link loads.
import { gunzipSync } from "node:zlib";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { allPublicPaths } from "#content/site-map";
import { CLIENT_DIR, ensureBuild, buildTestApp, type TestApp } from "#tests/setup/test-app";

let t: TestApp | undefined;
beforeAll(() => ensureBuild(), 300_000);
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (url: string, headers: Record<string, string> = {}) => t!.app.inject({ method: "GET", url, headers });

describe("the retention periods in the privacy notice", () => {
  it("are the defaults, one year and three years, when nothing is set", async () => {
    t = await buildTestApp({ clientDir: CLIENT_DIR });
    const page = (await get("/Privacy")).body;
    expect(page).toContain("Job applications and their resumes are deleted 1 year after they reach us.");
    expect(page).toContain("Inquiries and catalogue requests are deleted 3 years after they reach us,");
    expect(page).not.toContain("{retention period");
  });

  it("are the deployment's own when APPLICATION_RETENTION_DAYS and LEAD_RETENTION_DAYS are set, in the page, its data and their compressed copies", async () => {
    t = await buildTestApp({
      clientDir: CLIENT_DIR,
      env: { APPLICATION_RETENTION_DAYS: "90", LEAD_RETENTION_DAYS: "730" },
    });
    const page = (await get("/Privacy")).body;
    expect(page).toContain("Job applications and their resumes are deleted 90 days after they reach us.");
    expect(page).toContain("Inquiries and catalogue requests are deleted 2 years after they reach us,");
    expect(page).not.toContain("1 year after");
    const data = (await get("/Privacy.data")).body;
    expect(data).toContain("deleted 90 days after");
    expect(data).toContain("deleted 2 years after");
    const zipped = await get("/Privacy", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toContain("deleted 90 days after");
  });

  it("are written in the words of the notice's language on the other locales' notices", async () => {
    t = await buildTestApp({ clientDir: CLIENT_DIR });
    const russian = (await get("/ru/Privacy")).body;
    expect(russian).toContain("1 год");
    expect(russian).toContain("3 года");
    expect(russian).toContain("14 дней");
    expect(russian).not.toMatch(/\b(1 year|3 years|14 days)\b/);
    expect((await get("/ru/Privacy.data")).body).toContain("3 года");
    expect((await get("/fr/Privacy")).body.replaceAll("\u00a0", " ")).toContain("3 ans");
  });

  it("say how long backups keep what was deleted", async () => {
    t = await buildTestApp({ clientDir: CLIENT_DIR });
    expect((await get("/Privacy")).body).toContain("so what is deleted is gone from them too within up to 14 days.");
  });

  it("say how long this deployment's backups keep it, from BACKUP_KEEP and BACKUP_INTERVAL_HOURS", async () => {
    t = await buildTestApp({ clientDir: CLIENT_DIR, env: { BACKUP_KEEP: "10", BACKUP_INTERVAL_HOURS: "6" } });
    const page = (await get("/Privacy")).body;
    expect(page).toContain("so what is deleted is gone from them too within up to 3 days.");
    expect(page).not.toContain("up to 14 days");
    expect((await get("/Privacy.data")).body).toContain("within up to 3 days");
  });

  it("leave no token on any public page", async () => {
    t = await buildTestApp({ clientDir: CLIENT_DIR, env: { LEAD_RETENTION_DAYS: "400" } });
    for (const url of allPublicPaths()) expect((await get(url)).body, url).not.toMatch(/\{retention period/);
    expect((await get("/Privacy")).body).toContain("deleted 400 days after");
  });
});
