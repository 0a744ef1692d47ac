/**
 * `npm run restore` (docs/backups.md): refused while a server has the data open, refused for a
 * backup that is not whole or not what was written (DATA_DIR left as it was), and otherwise puts
 * the backup back, keeps the data it replaces aside and says what it restored.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileSha256 } from "#server/modules/backups/backup-manifest";
import { restoreBackup } from "#server/modules/backups/restore";
import { insertApplication, insertInquiry } from "#tests/fixtures/staff";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const RESUME = "3f0c8a52-6b1e-4d7a-9c2f-8e5d4b3a2c1f.pdf";

function restoreCli(backup: string, env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/restore.ts", backup], {
    env: { ...process.env, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("restoring a backup on sqlite", { timeout: 60_000 }, () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "site-restore-"));
  const backupDir = path.join(scratch, "backups");
  let testDb: TestDatabase;
  let t: TestApp | undefined;
  let backup: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase("sqlite");
    env = { DATA_DIR: testDb.config.dataDir, BACKUP_DIR: backupDir };
    t = await buildTestApp({ testDb, env: { BACKUP_DIR: backupDir } });
    await insertInquiry(t.db, { company_name: "Before Backup Ltd" });
    await insertApplication(t.db, { resume_file: RESUME, resume_original_name: "CV.pdf" });
    writeFileSync(path.join(t.uploadsDir, RESUME), "%PDF-1.4 the resume\n%%EOF\n");
    backup = (await t.app.backups.runScheduled())!.directory;
    await insertInquiry(t.db, { company_name: "After Backup Ltd" });
  });
  afterAll(async () => {
    await t?.close();
    await testDb.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A copy of the backup to damage, and an empty data directory to restore it into. */
  function damaged(damage: (copy: string) => void, name = path.basename(backup)) {
    const copy = path.join(mkdtempSync(path.join(scratch, "damaged-")), name);
    cpSync(backup, copy, { recursive: true });
    damage(copy);
    return { copy, dataDir: mkdtempSync(path.join(scratch, "data-")) };
  }

  it.each([
    [
      "a database file changed after it was written",
      (copy: string) => {
        const file = path.join(copy, "site.db");
        const bytes = readFileSync(file);
        bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
        writeFileSync(file, bytes);
      },
      /site\.db .* is missing or not the file the manifest describes/,
    ],
    ["a missing uploaded file", (copy: string) => rmSync(path.join(copy, "uploads", RESUME)), /holds 0 uploaded file/],
    [
      "a manifest cut short",
      (copy: string) => writeFileSync(path.join(copy, "manifest.json"), '{"format": 1, "takenAt"'),
      /is not whole/,
    ],
    ["no manifest", (copy: string) => rmSync(path.join(copy, "manifest.json")), /is not a finished backup/],
  ])("refuses %s, leaving DATA_DIR as it was", async (_what, damage, reason) => {
    const { copy, dataDir } = damaged(damage);
    await expect(restoreBackup(copy, dataDir)).rejects.toThrow(reason);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses a backup that was never finished", async () => {
    const { copy, dataDir } = damaged(() => {}, ".incoming-1b2c3d");
    await expect(restoreBackup(copy, dataDir)).rejects.toThrow(/never finished/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses a database that fails SQLite's integrity check, even with a manifest to match", async () => {
    const { copy, dataDir } = damaged((copy) => {
      // An index whose entries no longer match its definition: a damaged file that still opens.
      const db = new SQLite(path.join(copy, "site.db"));
      db.exec(
        "create table drill (a text, b text); insert into drill values ('x', 'y'); create index drill_a on drill (a)",
      );
      db.unsafeMode(true);
      db.pragma("writable_schema = ON");
      db.prepare("update sqlite_master set sql = 'CREATE INDEX drill_a ON drill (b)' where name = 'drill_a'").run();
      db.close();
    });
    const manifestFile = path.join(copy, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    const db = path.join(copy, "site.db");
    manifest.database = { ...manifest.database, bytes: readFileSync(db).length, sha256: fileSha256(db) };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await expect(restoreBackup(copy, dataDir)).rejects.toThrow(/fails SQLite's integrity check/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("refuses while a server has the data open, and restores once it has stopped, saying what it restored", async () => {
    const refused = await restoreCli(backup, env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is open in another process");
    const companies = await t!.db.selectFrom("inquiries").select("company_name").orderBy("id").execute();
    expect(companies.map((row) => row.company_name)).toEqual(["Before Backup Ltd", "After Backup Ltd"]);

    await t!.close();
    t = undefined;
    const restored = await restoreCli(path.basename(backup), env);
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain("1 inquiries, 0 catalogue requests, 1 job applications");
    expect(restored.stdout).toContain("1 uploaded file(s), as the manifest lists");
    const aside = /kept in (\S+):/.exec(restored.stdout)?.[1];
    expect(aside && existsSync(path.join(aside, "site.db"))).toBe(true);

    t = await buildTestApp({ testDb, env: { BACKUP_DIR: backupDir } });
    const after = await t.db.selectFrom("inquiries").select("company_name").execute();
    expect(after.map((row) => row.company_name)).toEqual(["Before Backup Ltd"]);
    expect(readFileSync(path.join(t.uploadsDir, RESUME), "utf8")).toBe("%PDF-1.4 the resume\n%%EOF\n");
  });
});
