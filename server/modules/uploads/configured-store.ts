/**
 * The file store UPLOADS names, and moving the files of an older disk-only installation into it
 * (`npm run uploads -- move`, scripts/uploads.ts).
 */
import { createReadStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Config } from "#server/config";
import type { Database } from "#server/db/schema";
import { databaseFileStore } from "./database-store";
import { diskFileStore, INCOMING_PREFIX } from "./disk-store";
import { contentTypeOfName, type FileStore } from "./file-store";
import { uploadsDirectory } from "./resume-store";

export async function openFileStore(
  config: Pick<Config, "uploads" | "dataDir">,
  db: Kysely<Database>,
): Promise<FileStore> {
  const { uploads, dataDir } = config;
  if (uploads.kind === "database") return databaseFileStore(db);
  if (uploads.kind === "s3") {
    // Loaded only when used: the SDK is large.
    const { s3FileStore } = await import("./s3-store");
    return s3FileStore(uploads.location);
  }
  return diskFileStore(uploadsDirectory(dataDir));
}

export interface MoveReport {
  moved: string[];
  /** Already in the store (a move run before): the disk copy is removed. */
  alreadyThere: string[];
  failed: { name: string; error: string }[];
}

/**
 * Puts every file of `diskDir` into `store` and removes the disk copy once the store has it. A
 * file that fails stays on disk for the next run; temporary upload files are left alone.
 */
export async function moveDiskFilesToStore(diskDir: string, store: FileStore): Promise<MoveReport> {
  const report: MoveReport = { moved: [], alreadyThere: [], failed: [] };
  let names: string[];
  try {
    names = await readdir(diskDir);
  } catch {
    return report;
  }
  for (const name of names.sort()) {
    if (name.startsWith(INCOMING_PREFIX) || name.startsWith(".")) continue;
    const file = path.join(diskDir, name);
    const info = await stat(file);
    if (!info.isFile()) continue;
    try {
      if (await store.exists(name)) {
        report.alreadyThere.push(name);
      } else {
        await store.put(name, createReadStream(file), { size: info.size, contentType: contentTypeOfName(name) });
        if (!(await store.exists(name))) throw new Error("not found in the store after it was put there");
        report.moved.push(name);
      }
      await rm(file, { force: true });
    } catch (error) {
      report.failed.push({ name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
