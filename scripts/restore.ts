/**
 * Puts a backup back into DATA_DIR (docs/backups.md). Run with tsx (npm run restore):
 *
 *   npm run restore -- <backup>
 *
 * <backup> is a backup's directory, or its name in BACKUP_DIR. Refused while a server (or anything
 * else) has the database open, and refused when the backup is not whole or not what was written.
 * The database and uploads DATA_DIR held are kept aside in DATA_DIR/before-restore-<time>/.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config";
import { BackupRefused } from "#server/modules/backups/backup-set";
import { restoreBackup } from "#server/modules/backups/restore";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || !args[0]) {
    process.stderr.write("Usage:\n  npm run restore -- <backup directory, or its name in BACKUP_DIR>\n");
    return 2;
  }
  const config = loadConfig(process.env);
  if (!config.backup) {
    process.stderr.write("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/backups.md).\n");
    return 2;
  }
  const named = path.join(config.backup.dir, args[0]);
  const backup = existsSync(args[0]) || !existsSync(named) ? path.resolve(args[0]) : named;
  try {
    const report = await restoreBackup(backup, config.dataDir);
    const { counts } = report;
    process.stdout.write(
      `Restored the backup of ${report.takenAt} into ${config.dataDir}:\n` +
        `  database: schema ${report.lastMigration ?? "(none)"}, integrity check ok` +
        (report.migrated.length > 0 ? `, brought up to date with ${report.migrated.join(", ")}` : "") +
        "\n" +
        `  ${counts.inquiries} inquiries, ${counts.catalogueRequests} catalogue requests, ` +
        `${counts.jobApplications} job applications, ${counts.contentItems} content items\n` +
        `  ${report.files} uploaded file(s), as the manifest lists; ${report.bytes} bytes in all\n` +
        (report.previousDataIn
          ? `The data that was there is kept in ${report.previousDataIn}: delete it once the site works.\n`
          : ""),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    process.stderr.write(`Not restored: ${error.message}.\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
