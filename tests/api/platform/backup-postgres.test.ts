/**
 * The PostgreSQL backup of docs/backups.md: `pg_dump -Fc` of the site's database, restored with
 * `pg_restore` into a new cluster, serves the same leads, and the resume kept in the database
 * (UPLOADS=database) downloads as it was sent.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { samplePdf } from "#tests/fixtures/documents";
import { inquiry, jobApplication, LEAD_ENV, multipart } from "#tests/fixtures/lead-forms";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import { startThrowawayPostgres } from "#tests/setup/throwaway-cluster";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const env = { ...LEAD_ENV, UPLOADS: "database" };

describe.each(availableDialects().filter((dialect) => dialect === "postgres"))(
  "pg_dump and pg_restore on %s",
  { timeout: 120_000 },
  (dialect) => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), "site-pg-dump-"));
    const cleanups: (() => unknown)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      rmSync(scratch, { recursive: true, force: true });
    });

    it("a dump restored into a new cluster serves the same leads and the resume", async () => {
      const source: TestApp = await buildTestApp({ dialect, env });
      cleanups.push(() => source.close());
      await createStaff(source.db);
      const asked = await source.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ companyName: "Dump Polymers" }),
      });
      expect(asked.statusCode).toBe(201);
      const resume = samplePdf();
      const body = multipart(jobApplication({ name: "Nikhil Joshi" }), [
        { name: "Nikhil Joshi CV.pdf", type: "application/pdf", bytes: resume },
      ]);
      const applied = await source.app.inject({
        method: "POST",
        url: "/api/apply",
        payload: body.payload,
        headers: body.headers,
      });
      expect(applied.statusCode).toBe(201);

      const dump = path.join(scratch, "site.dump");
      execFileSync(path.join(PG_BIN, "pg_dump"), ["-Fc", "--no-owner", "-f", dump, source.testDb.config.databaseUrl!]);

      const cluster = await startThrowawayPostgres();
      cleanups.push(() => cluster.stop());
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query("create database site");
      await admin.end();
      const restoredUrl = cluster.url.replace(/\/postgres$/, "/site");
      execFileSync(path.join(PG_BIN, "pg_restore"), ["--no-owner", "--exit-on-error", "-d", restoredUrl, dump]);

      const restored = await buildTestApp({
        dialect,
        env,
        testDb: {
          config: { dataDir: mkdtempSync(path.join(scratch, "data-")), databaseUrl: restoredUrl },
          drop: async () => {},
        },
      });
      cleanups.push(() => restored.close());
      const headers = bearer((await signIn(restored.app)).token);
      const inquiries = (await restored.app.inject({ method: "GET", url: "/api/inquiries", headers })).json();
      expect(inquiries.items.map((item: { companyName: string }) => item.companyName)).toEqual(["Dump Polymers"]);
      const applications = (
        await restored.app.inject({ method: "GET", url: "/api/admin/applications", headers })
      ).json();
      const [application] = applications.items as { name: string; resumePath: string }[];
      expect(application?.name).toBe("Nikhil Joshi");
      const download = await restored.app.inject({ method: "GET", url: application!.resumePath, headers });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(resume)).toBe(true);
    });
  },
);
