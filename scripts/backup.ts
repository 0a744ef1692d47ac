/**
 * Takes one backup of the SQLite database and DATA_DIR/uploads now, into BACKUP_DIR, and prunes to
 * BACKUP_KEEP, as the server's schedule does (docs/backups.md). Run with tsx (npm run backup). It
 * can run while the server serves: the copy is a snapshot that blocks no request.
 */
import { loadConfig } from "#server/config";
import { takeBackup } from "#server/modules/backups/take-backup";

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    process.stderr.write("Usage:\n  npm run backup\n");
    return 2;
  }
  const config = loadConfig(process.env);
  if (!config.backup) {
    process.stderr.write("DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/backups.md).\n");
    return 2;
  }
  const run = await takeBackup(config.dataDir, config.backup);
  const { manifest } = run;
  process.stdout.write(
    `Backup written to ${run.directory}: ${manifest.totalBytes} bytes, the database and ` +
      `${manifest.uploads.count} uploaded file(s), schema ${manifest.database.lastMigration ?? "(none)"}, ` +
      `in ${manifest.durationMs} ms.\n` +
      (run.pruned.length > 0
        ? `Removed the older backup(s) ${run.pruned.join(", ")} (BACKUP_KEEP=${config.backup.keep}).\n`
        : ""),
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
