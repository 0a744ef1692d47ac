/**
 * What a backup is on disk (docs/backups.md): a directory `site-backup-<time>` in BACKUP_DIR
 * holding `site.db` (a snapshot, database-copy.ts), `uploads/` (a copy of DATA_DIR/uploads) and
 * `manifest.json`, written last. A backup is written under `.incoming-…` and renamed when whole, so
 * a directory with the backup name and a manifest that reads is a finished one; its checksums say
 * whether it is still what was written.
 */
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import * as z from "zod/mini";

export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "site.db";
export const UPLOADS_FOLDER = "uploads";
/** A finished backup's directory starts with this; the rest is its time, sortable as text. */
export const BACKUP_PREFIX = "site-backup-";
/** A backup being written (or left by a crash) starts with this and is never taken for a finished one. */
export const INCOMING_PREFIX = ".incoming-";

const fileEntry = z.object({ name: z.string(), bytes: z.number(), sha256: z.string() });

export const manifestSchema = z.object({
  format: z.literal(1),
  /** When the database snapshot was taken (ISO). */
  takenAt: z.string(),
  /** How long the whole backup took. */
  durationMs: z.number(),
  database: z.object({
    bytes: z.number(),
    sha256: z.string(),
    /** The schema's version: the last migration the snapshot had applied, and how many it had. */
    lastMigration: z.nullable(z.string()),
    migrations: z.number(),
  }),
  uploads: z.object({ count: z.number(), bytes: z.number(), files: z.array(fileEntry) }),
  /** Database and uploads together. */
  totalBytes: z.number(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The directory name of a backup taken at `at`: its ISO time with `:` and `.` made safe for any file system. */
export function backupName(at: Date): string {
  return `${BACKUP_PREFIX}${at.toISOString().replace(/[:.]/g, "-")}`;
}

/** The file's SHA-256, read a megabyte at a time. */
export function fileSha256(file: string): string {
  const hash = createHash("sha256");
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  const fd = openSync(file, "r");
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}
