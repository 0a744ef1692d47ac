/**
 * The backup drill on SQLite (docs/backups.md): leads, an application with a resume and a published
 * opening; the scheduled backup; the data directory destroyed; the backup restored; the server
 * started again. Everything is there, and the resume downloads as it was sent.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { newItems } from "#tests/fixtures/content";
import { samplePdf } from "#tests/fixtures/documents";
import { inquiry, jobApplication, LEAD_ENV, multipart } from "#tests/fixtures/lead-forms";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import { restoreBackup } from "#server/modules/backups/restore";

describe("the backup drill on SQLite", () => {
  const backupDir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
  const env = { ...LEAD_ENV, BACKUP_DIR: backupDir };
  let testDb: TestDatabase;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("backs up, loses the data directory, restores, and serves everything again", { timeout: 60_000 }, async () => {
    testDb = await createTestDatabase("sqlite");
    t = await buildTestApp({ testDb, env });
    await createStaff(t.db);
    let headers = bearer((await signIn(t.app)).token);

    const asked = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: inquiry({ companyName: "Drill Polymers" }),
    });
    expect(asked.statusCode).toBe(201);
    const resume = samplePdf();
    const body = multipart(jobApplication({ name: "Kavya Rao" }), [
      { name: "Kavya Rao CV.pdf", type: "application/pdf", bytes: resume },
    ]);
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: body.headers,
    });
    expect(applied.statusCode).toBe(201);
    const opening = (
      await t.app.inject({
        method: "POST",
        url: contentPaths.collection("openings"),
        headers,
        payload: newItems.openings,
      })
    ).json() as { id: number; slug: string };
    await t.app.inject({ method: "POST", url: contentPaths.publish("openings", opening.id), headers });
    const inSitemap = async (app: TestApp) =>
      (await app.app.inject({ method: "GET", url: "/sitemap.xml" })).body.includes(`/Carrer#${opening.slug}</loc>`);
    expect(await inSitemap(t)).toBe(true);

    const run = await t.app.backups.runScheduled();
    expect(run?.manifest.uploads.count).toBe(1);
    // Another process asking now finds the job done.
    expect(await t.app.backups.runScheduled()).toBeNull();

    await t.close();
    t = undefined;
    rmSync(testDb.config.dataDir, { recursive: true, force: true });

    const report = await restoreBackup(run!.directory, testDb.config.dataDir);
    expect(report).toMatchObject({ files: 1, previousDataIn: null, migrated: [] });
    expect(report.counts).toMatchObject({ inquiries: 1, jobApplications: 1 });

    t = await buildTestApp({ testDb, env });
    headers = bearer((await signIn(t.app)).token);
    const inquiries = (await t.app.inject({ method: "GET", url: "/api/inquiries", headers })).json();
    expect(inquiries.items.map((item: { companyName: string }) => item.companyName)).toEqual(["Drill Polymers"]);
    const applications = (await t.app.inject({ method: "GET", url: "/api/admin/applications", headers })).json();
    expect(applications.items).toHaveLength(1);
    const [application] = applications.items as { name: string; resumePath: string }[];
    expect(application!.name).toBe("Kavya Rao");
    const download = await t.app.inject({ method: "GET", url: application!.resumePath, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(resume)).toBe(true);
    expect(await inSitemap(t)).toBe(true);
  });
});
