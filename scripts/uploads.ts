/**
 * Uploaded files from the command line, against the store the server uses (UPLOADS, DATABASE_URL,
 * DATA_DIR). Run with tsx (npm run uploads):
 *
 *   npm run uploads -- move
 *
 * `move` puts every file under DATA_DIR/uploads into the configured store (the database or a
 * bucket) and removes each disk copy once the store has it; run it after switching UPLOADS. It can
 * run while the server serves, and again after a failure: what is already moved is skipped.
 */
import { ConfigError, loadConfig } from "#server/config";
import { createDatabase, migrateToLatest } from "#server/db/database";
import { moveDiskFilesToStore, openFileStore } from "#server/modules/uploads/configured-store";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";

const USAGE = "Usage:\n  npm run uploads -- move";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] !== "move") {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env);
  if (config.uploads.kind === "disk") {
    process.stdout.write("UPLOADS is disk: the files are where they belong. Set UPLOADS (or DATABASE_URL) first.\n");
    return 0;
  }
  const { db } = createDatabase(config);
  try {
    await migrateToLatest(db);
    const store = await openFileStore(config, db);
    const from = uploadsDirectory(config.dataDir);
    const report = await moveDiskFilesToStore(from, store);
    process.stdout.write(
      `Moved ${report.moved.length} file(s) from ${from} into the ${store.kind} store` +
        (report.alreadyThere.length ? `; ${report.alreadyThere.length} were already there (disk copy removed)` : "") +
        ".\n",
    );
    for (const failure of report.failed) process.stderr.write(`Not moved: ${failure.name}: ${failure.error}\n`);
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
